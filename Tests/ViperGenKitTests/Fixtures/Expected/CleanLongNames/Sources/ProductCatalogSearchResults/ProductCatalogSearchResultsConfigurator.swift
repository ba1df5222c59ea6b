/// Wires the ProductCatalogSearchResults scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum ProductCatalogSearchResultsConfigurator {
    #if canImport(UIKit)
        /// The ProductCatalogSearchResults screen, ready to push or present.
        static func makeViewController(
            worker: any ProductCatalogSearchResultsWorkerProtocol =
                ProductCatalogSearchResultsWorker()
        ) -> ProductCatalogSearchResultsViewController {
            let viewController = ProductCatalogSearchResultsViewController()
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
    static func configure(
        display: any ProductCatalogSearchResultsDisplayLogic,
        worker: any ProductCatalogSearchResultsWorkerProtocol = ProductCatalogSearchResultsWorker()
    ) -> (
        interactor: ProductCatalogSearchResultsInteractor,
        router: ProductCatalogSearchResultsRouter
    ) {
        let presenter = ProductCatalogSearchResultsPresenter(display: display)
        let interactor = ProductCatalogSearchResultsInteractor(presenter: presenter, worker: worker)
        let router = ProductCatalogSearchResultsRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
