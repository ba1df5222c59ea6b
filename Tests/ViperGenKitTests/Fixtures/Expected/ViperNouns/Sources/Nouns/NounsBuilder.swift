#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Nouns module: view, presenter, interactor and router.
@MainActor
enum NounsBuilder {
    #if canImport(SwiftUI)
        /// The Nouns screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own.
        static func build(service: any NounsServiceProtocol) -> NounsScreen {
            NounsScreen(state: assemble(service: service))
        }

        /// The Nouns screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(service: any NounsServiceProtocol) -> some View {
            NavigationStack {
                build(service: service)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor), and the
    /// presenter displays into the state.
    static func assemble(
        service: any NounsServiceProtocol,
        router: NounsRouter = NounsRouter()
    ) -> NounsViewState {
        let interactor = NounsInteractor(service: service)
        let presenter = NounsPresenter(interactor: interactor, router: router)
        let state = NounsViewState(presenter: presenter)
        presenter.view = state
        return state
    }
}
