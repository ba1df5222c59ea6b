/// Wires the Corners module: view, presenter, interactor and router.
@MainActor
enum CornersBuilder {
    #if canImport(SwiftUI)
        /// The Corners screen, at the root of its navigation stack.
        static func build(service: any CornersServiceProtocol) -> CornersScreen {
            CornersScreen(state: assemble(service: service))
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        service: any CornersServiceProtocol,
        router: CornersRouter = CornersRouter()
    ) -> CornersViewState {
        let interactor = CornersInteractor(service: service)
        let presenter = CornersPresenter(interactor: interactor, router: router)
        let state = CornersViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}
