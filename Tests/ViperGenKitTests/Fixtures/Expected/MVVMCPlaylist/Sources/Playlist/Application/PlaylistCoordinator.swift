import Observation

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The Playlist coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
@Observable
final class PlaylistCoordinator {
    /// The screen a route pushes: the screen's `navigationDestination(item:)` pushes it on
    /// the enclosing `NavigationStack` (one, at the root of the app), and going back sets it
    /// to `nil`.
    var destination: PlaylistDestination?
    /// Dismisses the screen: the screen sets it to call its environment's `dismiss` action
    /// (which it captures on its own, not the screen, so that nothing holds the screen).
    @ObservationIgnored var dismissScreen: @MainActor () -> Void = {}
    /// What the route that opened the screen passed, for the view model.
    private let playlistID: Int
    private let useCase: any PlaylistUseCaseType
    /// What the routes build the screens they open with.
    private let dependencies: any PlaylistDependencies

    /// - Parameters:
    ///   - playlistID: What the route that opened the screen passed.
    ///   - useCase: The screen's business logic.
    ///   - dependencies: What the routes build the screens they open with.
    init(
        playlistID: Int,
        useCase: any PlaylistUseCaseType,
        dependencies: any PlaylistDependencies
    ) {
        self.playlistID = playlistID
        self.useCase = useCase
        self.dependencies = dependencies
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init(playlistID: Int, dependencies: any PlaylistDependencies) {
        let repository = PlaylistRepository()
        self.init(
            playlistID: playlistID,
            useCase: PlaylistUseCase(repository: repository),
            dependencies: dependencies
        )
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> PlaylistViewModel {
        PlaylistViewModel(playlistID: playlistID, useCase: useCase, router: self)
    }

    #if canImport(SwiftUI)
        /// The Playlist screen as content: it has no `NavigationStack` of its own, so a
        /// parent can push it (from its router: `PlaylistCoordinator().makeView()`), and the
        /// screens it pushes go on the parent's stack.
        func makeView() -> PlaylistView {
            PlaylistView(viewModel: makeViewModel(), coordinator: self)
        }

        /// The Playlist screen as the root of the app's navigation: its content in the
        /// one `NavigationStack`, which every screen pushed from it (and from those) goes on.
        func makeRootView() -> some View {
            NavigationStack {
                makeView()
            }
        }
    #endif
}

extension PlaylistCoordinator: PlaylistRouter {
    func trigger(_ route: PlaylistRoute) {
        switch route {
        case .showPlaylist(let playlistID):
            // The coordinator of the screen the route opens, made as the app makes it: this
            // screen pushes its screen, and the destination keeps it while it is there.
            destination = PlaylistDestination(
                route,
                coordinator: PlaylistCoordinator(
                    playlistID: playlistID,
                    useCase: dependencies.makePlaylistUseCase(),
                    dependencies: dependencies
                )
            )
        case .showSong:
            // The screen's `navigationDestination(item:)` builds what the destination shows.
            destination = PlaylistDestination(route)
        case .close:
            dismissScreen()
        }
    }
}
