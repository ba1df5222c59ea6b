/// Wires the Corners scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum CornersConfigurator {
    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any CornersDisplayLogic,
        worker: any CornersWorkerProtocol = CornersWorker()
    ) -> (interactor: CornersInteractor, router: CornersRouter) {
        let presenter = CornersPresenter(display: display)
        let interactor = CornersInteractor(presenter: presenter, worker: worker)
        let router = CornersRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
