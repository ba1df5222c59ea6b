#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Favourites module: view, presenter, interactor and router.
@MainActor
enum FavouritesBuilder {
    #if canImport(SwiftUI)
        /// The Favourites screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own, and what it pushes goes onto the parent's.
        static func build(service: any FavouritesServiceProtocol) -> FavouritesScreen {
            FavouritesScreen(state: assemble(service: service))
        }

        /// The Favourites screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(service: any FavouritesServiceProtocol) -> some View {
            NavigationStack {
                build(service: service)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        service: any FavouritesServiceProtocol,
        router: FavouritesRouter = FavouritesRouter()
    ) -> FavouritesViewState {
        let interactor = FavouritesInteractor(service: service)
        let presenter = FavouritesPresenter(interactor: interactor, router: router)
        let state = FavouritesViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}
