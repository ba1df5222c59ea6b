#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Sheet module: view, presenter, interactor and router.
@MainActor
enum SheetBuilder {
    #if canImport(SwiftUI)
        /// The Sheet screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own.
        static func build(service: any SheetServiceProtocol) -> SheetScreen {
            SheetScreen(state: assemble(service: service))
        }

        /// The Sheet screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(service: any SheetServiceProtocol) -> some View {
            NavigationStack {
                build(service: service)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        service: any SheetServiceProtocol,
        router: SheetRouter = SheetRouter()
    ) -> SheetViewState {
        let interactor = SheetInteractor(service: service)
        let presenter = SheetPresenter(interactor: interactor, router: router)
        let state = SheetViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}
