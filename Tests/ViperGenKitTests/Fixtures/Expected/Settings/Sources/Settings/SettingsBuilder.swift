/// Wires the Settings module: view, presenter, interactor and router.
@MainActor
enum SettingsBuilder {
    /// Connects the module's parts around `view` and returns the presenter: `view` must keep
    /// it, as nothing else does.
    static func assemble(
        view: any SettingsView,
        service: any SettingsServiceProtocol,
        router: SettingsRouter = SettingsRouter()
    ) -> SettingsPresenter {
        let interactor = SettingsInteractor(service: service)
        let presenter = SettingsPresenter(interactor: interactor, router: router)
        presenter.view = view
        router.view = view
        return presenter
    }
}
