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
        /// A pushed screen is popped: dismissing it would leave it on its stack.
        @Test func dismissPopsTheScreenWhenItWasPushed() {
            let navigationController = CatalogNavigationControllerDouble()
            let screen = CatalogScreenDouble(pushedOnto: navigationController)
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.dismiss(completion: {})

            #expect(navigationController.popCallCount == 1)
            #expect(screen.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func dismissDismissesTheScreenWhenItWasPresented() {
            let navigationController = CatalogNavigationControllerDouble()
            let screen = CatalogScreenDouble(presentedAtTheRootOf: navigationController)
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.dismiss(completion: {})

            #expect(screen.dismissCallCount == 1)
            #expect(navigationController.popCallCount == 0)
        }
    #endif

    #if canImport(UIKit)
        /// A pushed screen is popped: dismissing it would leave it on its stack.
        @Test func goBackPopsTheScreenWhenItWasPushed() {
            let navigationController = CatalogNavigationControllerDouble()
            let screen = CatalogScreenDouble(pushedOnto: navigationController)
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.goBack(animated: true)

            #expect(navigationController.popCallCount == 1)
            #expect(screen.dismissCallCount == 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @Test func goBackDismissesTheScreenWhenItWasPresented() {
            let navigationController = CatalogNavigationControllerDouble()
            let screen = CatalogScreenDouble(presentedAtTheRootOf: navigationController)
            let router = CatalogRouter()
            router.viewController = screen
            let presenter = CatalogPresenter(interactor: CatalogInteractorSpy(), router: router)

            presenter.goBack(animated: true)

            #expect(screen.dismissCallCount == 1)
            #expect(navigationController.popCallCount == 0)
        }
    #endif
}
