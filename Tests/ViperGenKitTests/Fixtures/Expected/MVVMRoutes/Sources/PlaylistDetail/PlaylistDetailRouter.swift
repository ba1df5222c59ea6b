import Observation

/// Takes the PlaylistDetail screen's routes in SwiftUI: a route sets `destination`, which the
/// screen pushes on the enclosing navigation stack, and a dismiss route sets `isDismissed`,
/// on which the screen calls its environment's `dismiss`.
@MainActor
@Observable
final class PlaylistDetailRouter: PlaylistDetailNavigator {
    /// The screen pushed on the PlaylistDetail screen, if any: the screen's
    /// `navigationDestination(item:)` pushes it on the enclosing `NavigationStack` (one, at the
    /// root of the app), and going back sets it to `nil`.
    var destination: PlaylistDetailDestination?
    /// Whether a route asked to close the screen.
    var isDismissed = false
    /// How many destinations were pushed: each gets the next number as its identity.
    @ObservationIgnored private var destinationCount = 0
    /// What the modules the routes open are built with, once, when a route is taken (see
    /// `PlaylistDetailDestinationContent`).
    let dependencies: any PlaylistDetailDependencies

    init(dependencies: any PlaylistDetailDependencies) {
        self.dependencies = dependencies
    }

    func showArtists(animated: Bool) {
        pushDestination(.showArtists(animated: animated))
    }

    func dismiss() {
        isDismissed = true
    }

    private func pushDestination(_ route: PlaylistDetailDestination.Route) {
        destinationCount += 1
        destination = PlaylistDetailDestination(
            id: destinationCount,
            route: route,
            dependencies: dependencies
        )
    }
}

/// A screen pushed on the PlaylistDetail screen: the route that pushed it, with its arguments.
/// Each push is a destination of its own, equal only to itself (by `id`), so a route's
/// arguments need not be `Hashable` and the same route can be pushed twice.
nonisolated struct PlaylistDetailDestination: Hashable, Identifiable {
    /// The routes that push a screen, with their arguments.
    enum Route {
        case showArtists(animated: Bool)
    }

    let id: Int
    let route: Route
    /// The module the route built when it was taken, once: the destination keeps it while its
    /// screen is shown, and the PlaylistDetail screen shows it each time it draws, building
    /// nothing again. `nil` for a route that builds nothing itself.
    let content: PlaylistDetailDestinationContent?

    init(id: Int, route: Route, content: PlaylistDetailDestinationContent? = nil) {
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
