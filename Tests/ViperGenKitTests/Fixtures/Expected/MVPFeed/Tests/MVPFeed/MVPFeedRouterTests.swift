import Testing

@testable import MVPFeed

@MainActor
struct MVPFeedRouterTests {
    #if canImport(UIKit)
        /// The view controller keeps the router: a router that held its view controller would
        /// keep the whole screen alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = MVPFeedRouter()
            var viewController: MVPFeedViewController? = MVPFeedViewController(
                presenter: MVPFeedPresenter(model: MVPFeedModelSpy()),
                router: router
            )

            #expect(router.viewController === viewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}

extension MVPFeedRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// A pushed screen is popped: dismissing it would leave it on its stack.
        @Test func closePopsTheScreenWhenItWasPushed() {
            let navigationController = MVPFeedNavigationControllerDouble()
            let screen = MVPFeedScreenDouble(pushedOnto: navigationController)
            let router = MVPFeedRouter()
            router.viewController = screen
            let presenter = MVPFeedPresenter(model: MVPFeedModelSpy(), navigator: router)

            presenter.close()

            #expect(navigationController.popCallCount == 1)
            #expect(screen.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func closeDismissesTheScreenWhenItWasPresented() {
            let navigationController = MVPFeedNavigationControllerDouble()
            let screen = MVPFeedScreenDouble(presentedAtTheRootOf: navigationController)
            let router = MVPFeedRouter()
            router.viewController = screen
            let presenter = MVPFeedPresenter(model: MVPFeedModelSpy(), navigator: router)

            presenter.close()

            #expect(screen.dismissCallCount == 1)
            #expect(navigationController.popCallCount == 0)
        }
    #endif
}
