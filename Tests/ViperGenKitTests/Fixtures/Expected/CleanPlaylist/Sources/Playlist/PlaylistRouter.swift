import Observation

/// The Playlist navigation: builds the next scenes, passes them what they need and shows
/// them: a route sets `destination`, which the screen pushes onto the navigation stack it is
/// in, and a route that closes the screen sets `isDismissed`.
@MainActor
@Observable
final class PlaylistRouter: PlaylistDataPassing {
    /// The scene to push onto the navigation stack the screen is in; popping it sets it back
    /// to `nil`.
    var destination: PlaylistDestination?
    /// Whether a route asked the screen to go away; the screen dismisses itself when it is set.
    var isDismissed = false
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    @ObservationIgnored var dataStore: (any PlaylistDataStore)?
    /// What the routes build the scenes they open with; the configurator gives it.
    private let dependencies: any PlaylistDependencies

    init(dependencies: any PlaylistDependencies) {
        self.dependencies = dependencies
    }
}

extension PlaylistRouter: PlaylistRoutingLogic {
    func showPlaylist(id playlistID: Int) {
        // The scene the route opens, built as the app builds it: the screen pushes its screen.
        destination = PlaylistDestination(
            .showPlaylist(playlistID: playlistID),
            scene: PlaylistConfigurator.makeState(
                playlistID: playlistID,
                worker: dependencies.makePlaylistWorker(),
                dependencies: dependencies
            )
        )
    }

    func showSong(_ song: Song) {
        // TODO: Pass the next scene what it needs from `dataStore`; the screen builds it for the
        // destination.
        destination = PlaylistDestination(.showSong(song: song))
    }

    func close() {
        // TODO: Tell the scene below what it needs from the arguments or `dataStore`.
        isDismissed = true
    }
}
