#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Threads module: view, presenter, interactor and router.
@MainActor
enum ThreadsBuilder {
    #if canImport(SwiftUI)
        /// The Threads screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own, and what it pushes goes onto the parent's.
        static func build(service: any ThreadsServiceProtocol) -> ThreadsScreen {
            ThreadsScreen(state: assemble(service: service))
        }

        /// The Threads screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(service: any ThreadsServiceProtocol) -> some View {
            NavigationStack {
                build(service: service)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        service: any ThreadsServiceProtocol,
        router: ThreadsRouter = ThreadsRouter()
    ) -> ThreadsViewState {
        let interactor = ThreadsInteractor(service: service)
        let presenter = ThreadsPresenter(interactor: interactor, router: router)
        let state = ThreadsViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}
