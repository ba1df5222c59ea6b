import Observation

/// Takes the Playlists screen's routes in SwiftUI: a route sets `destination`, which the
/// screen pushes on the enclosing navigation stack, and a dismiss route sets `isDismissed`,
/// on which the screen calls its environment's `dismiss`.
@MainActor
@Observable
final class PlaylistsRouter: PlaylistsNavigator {
    /// The screen pushed on the Playlists screen, if any: the screen's
    /// `navigationDestination(item:)` pushes it on the enclosing `NavigationStack` (one, at the
    /// root of the app), and going back sets it to `nil`.
    var destination: PlaylistsDestination?
    /// Whether a route asked to close the screen.
    var isDismissed = false
    /// How many destinations were pushed: each gets the next number as its identity.
    @ObservationIgnored private var destinationCount = 0
    /// What the modules the routes open are built with, once, when a route is taken (see
    /// `PlaylistsDestinationContent`).
    let dependencies: any PlaylistsDependencies

    init(dependencies: any PlaylistsDependencies) {
        self.dependencies = dependencies
    }

    func showPlaylist(_ playlist: Playlist) {
        pushDestination(.showPlaylist(playlist: playlist))
    }

    func showSearch(query: String) {
        pushDestination(.showSearch(query: query))
    }

    private func pushDestination(_ route: PlaylistsDestination.Route) {
        destinationCount += 1
        destination = PlaylistsDestination(
            id: destinationCount,
            route: route,
            dependencies: dependencies
        )
    }
}

/// A screen pushed on the Playlists screen: the route that pushed it, with its arguments.
/// Each push is a destination of its own, equal only to itself (by `id`), so a route's
/// arguments need not be `Hashable` and the same route can be pushed twice.
nonisolated struct PlaylistsDestination: Hashable, Identifiable {
    /// The routes that push a screen, with their arguments.
    enum Route {
        case showPlaylist(playlist: Playlist)
        case showSearch(query: String)
    }

    let id: Int
    let route: Route
    /// The module the route built when it was taken, once: the destination keeps it while its
    /// screen is shown, and the Playlists screen shows it each time it draws, building
    /// nothing again. `nil` for a route that builds nothing itself.
    let content: PlaylistsDestinationContent?

    init(id: Int, route: Route, content: PlaylistsDestinationContent? = nil) {
        self.id = id
        self.route = route
        self.content = content
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
