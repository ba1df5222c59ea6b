/// Wires the EdgeCasesForAVeryLongModule module: view, presenter, interactor and router.
@MainActor
enum EdgeCasesForAVeryLongModuleBuilder {
    #if canImport(SwiftUI)
        /// The EdgeCasesForAVeryLongModule screen, at the root of its navigation stack.
        static func build(
            service: any EdgeCasesForAVeryLongModuleServiceProtocol
        ) -> EdgeCasesForAVeryLongModuleScreen {
            EdgeCasesForAVeryLongModuleScreen(state: assemble(service: service))
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        service: any EdgeCasesForAVeryLongModuleServiceProtocol,
        router: EdgeCasesForAVeryLongModuleRouter = EdgeCasesForAVeryLongModuleRouter()
    ) -> EdgeCasesForAVeryLongModuleViewState {
        let interactor = EdgeCasesForAVeryLongModuleInteractor(service: service)
        let presenter = EdgeCasesForAVeryLongModulePresenter(interactor: interactor, router: router)
        let state = EdgeCasesForAVeryLongModuleViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}
