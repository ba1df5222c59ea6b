#if canImport(UIKit)
    import UIKit
#endif

/// Wires the Catalog module: view, presenter, interactor and router.
@MainActor
public enum CatalogBuilder {
    #if canImport(UIKit)
        /// The Catalog screen, ready to push or present; `router` navigates from it.
        public static func build(
            service: any CatalogServiceProtocol,
            router: CatalogRouter = CatalogRouter()
        ) -> UIViewController {
            let viewController = CatalogViewController()
            viewController.presenter = assemble(
                view: viewController,
                service: service,
                router: router
            )
            router.viewController = viewController
            return viewController
        }
    #endif

    /// Connects the module's parts around `view` and returns the presenter: `view` must keep
    /// it, as nothing else does.
    public static func assemble(
        view: any CatalogView,
        service: any CatalogServiceProtocol,
        router: CatalogRouter = CatalogRouter()
    ) -> CatalogPresenter {
        let interactor = CatalogInteractor(service: service)
        let presenter = CatalogPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
