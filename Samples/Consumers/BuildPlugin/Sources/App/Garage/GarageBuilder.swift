/// Wires the Garage module: view, presenter, interactor and router.
@MainActor
enum GarageBuilder {
    /// Connects the module's parts around `view` and returns the presenter, which `view` keeps.
    @discardableResult
    static func assemble(
        view: any GarageView,
        service: any GarageServiceProtocol,
        router: GarageRouter = GarageRouter()
    ) -> GaragePresenter {
        let interactor = GarageInteractor(service: service)
        let presenter = GaragePresenter(interactor: interactor, router: router)
        presenter.view = view
        router.view = view
        return presenter
    }
}
