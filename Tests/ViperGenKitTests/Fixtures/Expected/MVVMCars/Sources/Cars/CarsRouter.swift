import Observation

/// Takes the Cars screen's routes in SwiftUI: a route sets `destination`, which the
/// screen pushes on the enclosing navigation stack, and a dismiss route sets `isDismissed`,
/// on which the screen calls its environment's `dismiss`.
@MainActor
@Observable
final class CarsRouter: CarsNavigator {
    /// The screen pushed on the Cars screen, if any: the screen's
    /// `navigationDestination(item:)` pushes it on the enclosing `NavigationStack` (one, at the
    /// root of the app), and going back sets it to `nil`.
    var destination: CarsDestination?
    /// Whether a route asked to close the screen.
    var isDismissed = false
    /// How many destinations were pushed: each gets the next number as its identity.
    @ObservationIgnored private var destinationCount = 0

    init() {}

    func showCarDetail(for viewModel: CarViewModel) {
        pushDestination(.showCarDetail(viewModel: viewModel))
    }

    func showCreateCarScreen() {
        pushDestination(.showCreateCarScreen)
    }

    private func pushDestination(_ route: CarsDestination.Route) {
        destinationCount += 1
        destination = CarsDestination(id: destinationCount, route: route)
    }
}

/// A screen pushed on the Cars screen: the route that pushed it, with its arguments.
/// Each push is a destination of its own, equal only to itself (by `id`), so a route's
/// arguments need not be `Hashable` and the same route can be pushed twice.
nonisolated struct CarsDestination: Hashable, Identifiable {
    /// The routes that push a screen, with their arguments.
    enum Route {
        case showCarDetail(viewModel: CarViewModel)
        case showCreateCarScreen
    }

    let id: Int
    let route: Route

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
