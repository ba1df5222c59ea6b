/// Wires the Corners module: view, presenter, interactor and router.
@MainActor
enum CornersBuilder {
    #if canImport(SwiftUI)
        /// The Corners screen, ready to put in a navigation stack.
        static func build(service: any CornersServiceProtocol) -> CornersScreen {
            let state = CornersViewState()
            let presenter = assemble(view: state, service: service)
            return CornersScreen(state: state, presenter: presenter)
        }
    #endif

    /// Connects the module's parts around `view` and returns the presenter, which `view` keeps.
    @discardableResult
    static func assemble(
        view: any CornersView,
        service: any CornersServiceProtocol,
        router: CornersRouter = CornersRouter()
    ) -> CornersPresenter {
        let interactor = CornersInteractor(service: service)
        let presenter = CornersPresenter(interactor: interactor, router: router)
        presenter.view = view
        router.view = view
        return presenter
    }
}
