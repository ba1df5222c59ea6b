/// Wires the Favourites scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum FavouritesConfigurator {
    #if canImport(SwiftUI)
        /// The Favourites screen as content, for a parent to push onto its navigation stack
        /// (from its `navigationDestination`): it has no stack of its own, and what it pushes
        /// goes onto the parent's.
        static func makeView(
            worker: any FavouritesWorkerProtocol = FavouritesWorker()
        ) -> FavouritesView {
            FavouritesView(state: makeState(worker: worker))
        }

        /// The Favourites screen at the root of a navigation stack of its own, for an app's
        /// (or a tab's) first screen or a presented one.
        static func makeRootView(
            worker: any FavouritesWorkerProtocol = FavouritesWorker()
        ) -> FavouritesRootView {
            FavouritesRootView(content: makeView(worker: worker))
        }
    #endif

    /// The Favourites screen's state, owning its scene: the interactor (and through it the
    /// presenter, which fills the state) and the router.
    static func makeState(
        worker: any FavouritesWorkerProtocol = FavouritesWorker()
    ) -> FavouritesDisplayState {
        let state = FavouritesDisplayState()
        let scene = configure(display: state, worker: worker)
        state.interactor = scene.interactor
        state.router = scene.router
        return state
    }

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any FavouritesDisplayLogic,
        worker: any FavouritesWorkerProtocol = FavouritesWorker()
    ) -> (interactor: FavouritesInteractor, router: FavouritesRouter) {
        let presenter = FavouritesPresenter(display: display)
        let interactor = FavouritesInteractor(presenter: presenter, worker: worker)
        let router = FavouritesRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
