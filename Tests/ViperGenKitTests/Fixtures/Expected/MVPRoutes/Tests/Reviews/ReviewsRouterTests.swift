import Testing

@testable import MVPRoutes

@MainActor
struct ReviewsRouterTests {
    #if canImport(UIKit)
        /// The view controller keeps the router: a router that held its view controller would
        /// keep the whole screen alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = ReviewsRouter(dependencies: ReviewsDependenciesDouble())
            var viewController: ReviewsViewController? = ReviewsViewController(
                presenter: ReviewsPresenter(model: ReviewsModelSpy()),
                router: router
            )

            #expect(router.viewController === viewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}

extension ReviewsRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// The route pushes the screen of the module it opens, built as the app opens it.
        @Test func showShelfPushesTheShelfScreen() {
            let screen = ReviewsScreenDouble(nibName: nil, bundle: nil)
            screen.showAtTheTopOfItsNavigationController()
            let router = ReviewsRouter(dependencies: ReviewsDependenciesDouble())
            router.viewController = screen
            let presenter = ReviewsPresenter(model: ReviewsModelSpy(), navigator: router)

            presenter.showShelf()

            #expect(screen.navigation.pushed.count == 1)
            #expect(screen.navigation.pushed.last is ShelfViewController)
        }
    #endif
}
