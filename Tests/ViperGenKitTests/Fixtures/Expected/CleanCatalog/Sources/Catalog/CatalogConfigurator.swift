/// Wires the Catalog scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
public enum CatalogConfigurator {
    #if canImport(UIKit)
        /// The Catalog screen, ready to push or present.
        public static func makeViewController(
            worker: any CatalogWorkerProtocol = CatalogWorker()
        ) -> CatalogViewController {
            let viewController = CatalogViewController()
            let scene = configure(display: viewController, worker: worker)
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            scene.router.viewController = viewController
            return viewController
        }
    #endif

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly, and the router navigates from the screen
    /// `makeViewController` gives it.
    public static func configure(
        display: any CatalogDisplayLogic,
        worker: any CatalogWorkerProtocol = CatalogWorker()
    ) -> (interactor: CatalogInteractor, router: CatalogRouter) {
        let presenter = CatalogPresenter(display: display)
        let interactor = CatalogInteractor(presenter: presenter, worker: worker)
        let router = CatalogRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
