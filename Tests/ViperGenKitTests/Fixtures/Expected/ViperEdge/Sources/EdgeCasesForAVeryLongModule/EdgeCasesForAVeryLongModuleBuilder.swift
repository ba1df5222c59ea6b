#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the EdgeCasesForAVeryLongModule module: view, presenter, interactor and router.
@MainActor
enum EdgeCasesForAVeryLongModuleBuilder {
    #if canImport(SwiftUI)
        /// The EdgeCasesForAVeryLongModule screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own, and what it pushes goes onto the parent's.
        static func build(
            service: any EdgeCasesForAVeryLongModuleServiceProtocol
        ) -> EdgeCasesForAVeryLongModuleScreen {
            EdgeCasesForAVeryLongModuleScreen(state: assemble(service: service))
        }

        /// The EdgeCasesForAVeryLongModule screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(
            service: any EdgeCasesForAVeryLongModuleServiceProtocol
        ) -> some View {
            NavigationStack {
                build(service: service)
            }
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
