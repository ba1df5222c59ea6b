/// Wires the Favourites module: view, presenter, interactor and router.
@MainActor
enum FavouritesBuilder {
    #if canImport(SwiftUI)
        /// The Favourites screen, ready to put in a navigation stack.
        static func build(service: any FavouritesServiceProtocol) -> FavouritesScreen {
            let state = FavouritesViewState()
            let presenter = assemble(view: state, service: service)
            return FavouritesScreen(state: state, presenter: presenter)
        }
    #endif

    /// Connects the module's parts around `view` and returns the presenter, which `view` keeps.
    @discardableResult
    static func assemble(
        view: any FavouritesView,
        service: any FavouritesServiceProtocol,
        router: FavouritesRouter = FavouritesRouter()
    ) -> FavouritesPresenter {
        let interactor = FavouritesInteractor(service: service)
        let presenter = FavouritesPresenter(interactor: interactor, router: router)
        presenter.view = view
        router.view = view
        return presenter
    }
}
