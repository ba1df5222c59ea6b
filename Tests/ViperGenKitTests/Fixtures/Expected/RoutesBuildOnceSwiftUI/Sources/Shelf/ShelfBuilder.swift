#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Shelf module: view, presenter, interactor and router.
@MainActor
enum ShelfBuilder {
    #if canImport(SwiftUI)
        /// The Shelf screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own.
        static func build(service: any ShelfServiceProtocol) -> ShelfScreen {
            ShelfScreen(state: assemble(service: service))
        }

        /// The Shelf screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(service: any ShelfServiceProtocol) -> some View {
            NavigationStack {
                build(service: service)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor), and the
    /// presenter displays into the state.
    static func assemble(
        service: any ShelfServiceProtocol,
        router: ShelfRouter = ShelfRouter()
    ) -> ShelfViewState {
        let interactor = ShelfInteractor(service: service)
        let presenter = ShelfPresenter(interactor: interactor, router: router)
        let state = ShelfViewState(presenter: presenter)
        presenter.view = state
        return state
    }
}
