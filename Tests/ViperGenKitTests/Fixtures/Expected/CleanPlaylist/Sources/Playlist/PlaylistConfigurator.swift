/// Wires the Playlist scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum PlaylistConfigurator {
    #if canImport(SwiftUI)
        /// The Playlist screen as content, for a parent to push onto its navigation stack
        /// (from its `navigationDestination`): it has no stack of its own, and what it pushes
        /// goes onto the parent's.
        static func makeView(
            playlistID: Int,
            worker: any PlaylistWorkerProtocol = PlaylistWorker(),
            dependencies: any PlaylistDependencies
        ) -> PlaylistView {
            PlaylistView(
                state: makeState(
                    playlistID: playlistID,
                    worker: worker,
                    dependencies: dependencies
                )
            )
        }

        /// The Playlist screen at the root of a navigation stack of its own, for an app's
        /// (or a tab's) first screen or a presented one.
        static func makeRootView(
            playlistID: Int,
            worker: any PlaylistWorkerProtocol = PlaylistWorker(),
            dependencies: any PlaylistDependencies
        ) -> PlaylistRootView {
            PlaylistRootView(
                content: makeView(
                    playlistID: playlistID,
                    worker: worker,
                    dependencies: dependencies
                )
            )
        }
    #endif

    /// The Playlist screen's state, owning its scene: the interactor (and through it the
    /// presenter, which fills the state) and the router.
    static func makeState(
        playlistID: Int,
        worker: any PlaylistWorkerProtocol = PlaylistWorker(),
        dependencies: any PlaylistDependencies
    ) -> PlaylistDisplayState {
        let state = PlaylistDisplayState()
        let scene = configure(
            playlistID: playlistID,
            display: state,
            worker: worker,
            dependencies: dependencies
        )
        state.interactor = scene.interactor
        state.router = scene.router
        return state
    }

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    /// The interactor keeps what the route that opened the scene passed, in its data store.
    /// The router builds the scenes its routes open with `dependencies`.
    static func configure(
        playlistID: Int,
        display: any PlaylistDisplayLogic,
        worker: any PlaylistWorkerProtocol = PlaylistWorker(),
        dependencies: any PlaylistDependencies
    ) -> (interactor: PlaylistInteractor, router: PlaylistRouter) {
        let presenter = PlaylistPresenter(display: display)
        let interactor = PlaylistInteractor(
            playlistID: playlistID,
            presenter: presenter,
            worker: worker
        )
        let router = PlaylistRouter(dependencies: dependencies)
        router.dataStore = interactor
        return (interactor, router)
    }
}
