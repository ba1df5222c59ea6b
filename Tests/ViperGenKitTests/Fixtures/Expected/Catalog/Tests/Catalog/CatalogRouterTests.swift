import Testing

@testable import Catalog

@MainActor
struct CatalogRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CatalogViewSpy()

        let presenter = CatalogBuilder.assemble(view: view, service: CatalogServiceSpy())

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder gives the router the screen its routes navigate from, and the screen owns
        /// the module: the router does not keep the screen alive.
        @Test func buildGivesTheRouterItsScreen() {
            let router = CatalogRouter()
            var viewController: AnyObject? = CatalogBuilder.build(
                service: CatalogServiceSpy(),
                router: router
            )

            #expect(router.viewController === viewController)
            #expect(viewController is CatalogViewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}

extension CatalogRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// A pushed screen is popped with what is above it: popping only the top screen would
        /// leave it on its stack.
        @Test func dismissPopsTheScreenWhenItWasPushed() {
            let screen = CatalogScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.dismiss(completion: {})

            #expect(screen.navigation.poppedToTheScreenBelow)
            #expect(screen.presenting.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func dismissDismissesTheScreenWhenItWasPresented() {
            let screen = CatalogScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.dismiss(completion: {})

            #expect(screen.presenting.dismissCallCount == 1)
            #expect(screen.navigation.poppedTo == nil)
        }
    #endif

    #if canImport(UIKit)
        /// A pushed screen is popped with what is above it: popping only the top screen would
        /// leave it on its stack.
        @Test func goBackPopsTheScreenWhenItWasPushed() {
            let screen = CatalogScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.goBack(animated: true)

            #expect(screen.navigation.poppedToTheScreenBelow)
            #expect(screen.presenting.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func goBackDismissesTheScreenWhenItWasPresented() {
            let screen = CatalogScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.goBack(animated: true)

            #expect(screen.presenting.dismissCallCount == 1)
            #expect(screen.navigation.poppedTo == nil)
        }
    #endif
}
