import Testing

@testable import SharedGarage

@MainActor
struct CarDetailRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CarDetailViewSpy()

        let presenter = CarDetailBuilder.assemble(view: view, service: CarDetailServiceSpy())

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder gives the router the screen its routes navigate from, and the screen owns
        /// the module: the router does not keep the screen alive.
        @Test func buildGivesTheRouterItsScreen() {
            let router = CarDetailRouter()
            var viewController: AnyObject? = CarDetailBuilder.build(
                service: CarDetailServiceSpy(),
                router: router
            )

            #expect(router.viewController === viewController)
            #expect(viewController is CarDetailViewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}

extension CarDetailRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// A pushed screen is popped with what is above it: popping only the top screen would
        /// leave it on its stack.
        @Test func closePopsTheScreenWhenItWasPushed() {
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            let router = CarDetailRouter()
            router.viewController = screen
            let presenter = CarDetailPresenter(interactor: CarDetailInteractorSpy(), router: router)

            presenter.close()

            #expect(screen.navigation.poppedToTheScreenBelow)
            #expect(screen.presenting.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func closeDismissesTheScreenWhenItWasPresented() {
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            let router = CarDetailRouter()
            router.viewController = screen
            let presenter = CarDetailPresenter(interactor: CarDetailInteractorSpy(), router: router)

            presenter.close()

            #expect(screen.presenting.dismissCallCount == 1)
            #expect(screen.navigation.poppedTo == nil)
        }
    #endif
}
