/// Wires the Favourites module: view, presenter, interactor and router.
@MainActor
enum FavouritesBuilder {
    #if canImport(SwiftUI)
        /// The Favourites screen, at the root of its navigation stack.
        static func build(service: any FavouritesServiceProtocol) -> FavouritesScreen {
            FavouritesScreen(state: assemble(service: service))
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
