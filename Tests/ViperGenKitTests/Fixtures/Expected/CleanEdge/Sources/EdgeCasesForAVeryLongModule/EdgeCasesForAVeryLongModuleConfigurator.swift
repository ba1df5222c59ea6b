/// Wires the EdgeCasesForAVeryLongModule scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum EdgeCasesForAVeryLongModuleConfigurator {
    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any EdgeCasesForAVeryLongModuleDisplayLogic,
        worker: any EdgeCasesForAVeryLongModuleWorkerProtocol = EdgeCasesForAVeryLongModuleWorker()
    ) -> (
        interactor: EdgeCasesForAVeryLongModuleInteractor,
        router: EdgeCasesForAVeryLongModuleRouter
    ) {
        let presenter = EdgeCasesForAVeryLongModulePresenter(display: display)
        let interactor = EdgeCasesForAVeryLongModuleInteractor(presenter: presenter, worker: worker)
        let router = EdgeCasesForAVeryLongModuleRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
