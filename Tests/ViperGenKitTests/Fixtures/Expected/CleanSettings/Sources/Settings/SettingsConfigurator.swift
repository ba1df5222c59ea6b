/// Wires the Settings scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum SettingsConfigurator {
    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any SettingsDisplayLogic,
        worker: any SettingsWorkerProtocol = SettingsWorker()
    ) -> (interactor: SettingsInteractor, router: SettingsRouter) {
        let presenter = SettingsPresenter(display: display)
        let interactor = SettingsInteractor(presenter: presenter, worker: worker)
        let router = SettingsRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
