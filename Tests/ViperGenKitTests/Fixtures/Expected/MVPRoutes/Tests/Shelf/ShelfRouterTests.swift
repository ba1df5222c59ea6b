import Testing

@testable import MVPRoutes

@MainActor
struct ShelfRouterTests {
    #if canImport(UIKit)
        /// The view controller keeps the router: a router that held its view controller would
        /// keep the whole screen alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = ShelfRouter(dependencies: ShelfDependenciesDouble())
            var viewController: ShelfViewController? = ShelfViewController(
                presenter: ShelfPresenter(model: ShelfModelSpy()),
                router: router
            )

            #expect(router.viewController === viewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}

extension ShelfRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// The route pushes the screen of the module it opens, built as the app opens it.
        @Test func showBookPushesTheBookDetailScreen() {
            let screen = ShelfScreenDouble(nibName: nil, bundle: nil)
            screen.showAtTheTopOfItsNavigationController()
            let router = ShelfRouter(dependencies: ShelfDependenciesDouble())
            router.viewController = screen
            let presenter = ShelfPresenter(model: ShelfModelSpy(), navigator: router)

            presenter.showBook(Book.fixture())

            #expect(screen.navigation.pushed.count == 1)
            #expect(screen.navigation.pushed.last is BookDetailViewController)
        }
    #endif
}
