/// Wires the Favourites scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum FavouritesConfigurator {
    #if canImport(SwiftUI)
        /// The Favourites screen, ready to put in a navigation stack.
        static func makeView(
            worker: any FavouritesWorkerProtocol = FavouritesWorker()
        ) -> FavouritesView {
            let state = FavouritesDisplayState()
            let scene = configure(display: state, worker: worker)
            return FavouritesView(state: state, interactor: scene.interactor, router: scene.router)
        }
    #endif

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any FavouritesDisplayLogic,
        worker: any FavouritesWorkerProtocol = FavouritesWorker()
    ) -> (interactor: FavouritesInteractor, router: FavouritesRouter) {
        let presenter = FavouritesPresenter(display: display)
        let interactor = FavouritesInteractor(presenter: presenter, worker: worker)
        let router = FavouritesRouter()
        router.display = display
        router.dataStore = interactor
        return (interactor, router)
    }
}
