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
        /// A pushed screen is popped with what is above it: popping only the top screen would
        /// leave it on its stack.
        @Test func closePopsTheScreenWhenItWasPushed() {
            let screen = MVPFeedScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            let router = MVPFeedRouter()
            router.viewController = screen
            let presenter = MVPFeedPresenter(model: MVPFeedModelSpy(), navigator: router)

            presenter.close()

            #expect(screen.navigation.poppedToTheScreenBelow)
            #expect(screen.presenting.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func closeDismissesTheScreenWhenItWasPresented() {
            let screen = MVPFeedScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            let router = MVPFeedRouter()
            router.viewController = screen
            let presenter = MVPFeedPresenter(model: MVPFeedModelSpy(), navigator: router)

            presenter.close()

            #expect(screen.presenting.dismissCallCount == 1)
            #expect(screen.navigation.poppedTo == nil)
        }
    #endif
}
