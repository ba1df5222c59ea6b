import Foundation
import Observation

/// Takes the Garage screen's routes in SwiftUI: a route sets `destination`, which the
/// screen pushes on the enclosing navigation stack, and a dismiss route sets `isDismissed`,
/// on which the screen calls its environment's `dismiss`.
@MainActor
@Observable
final class GarageRouter: GarageNavigator {
    /// The screen pushed on the Garage screen, if any: the screen's
    /// `navigationDestination(item:)` pushes it on the enclosing `NavigationStack` (one, at the
    /// root of the app), and going back sets it to `nil`.
    var destination: GarageDestination?
    /// Whether a route asked to close the screen.
    var isDismissed = false
    /// How many destinations were pushed: each gets the next number as its identity.
    @ObservationIgnored private var destinationCount = 0

    init() {}

    func showTool(_ tool: ToolItemViewModel, animated: Bool) {
        pushDestination(.showTool(tool: tool, animated: animated))
    }

    func closeEditor() {
        isDismissed = true
    }

    func dismiss(completion: @escaping @Sendable () -> Void) {
        // TODO: Pass on what the arguments ask for (a completion).
        isDismissed = true
    }

    func `open`(url: URL) {
        pushDestination(.`open`(url: url))
    }

    func reveal(handler: @escaping @Sendable (Int) -> Void) {
        pushDestination(.reveal(handler: handler))
    }

    private func pushDestination(_ route: GarageDestination.Route) {
        destinationCount += 1
        destination = GarageDestination(id: destinationCount, route: route)
    }
}

/// A screen pushed on the Garage screen: the route that pushed it, with its arguments.
/// Each push is a destination of its own, equal only to itself (by `id`), so a route's
/// arguments need not be `Hashable` and the same route can be pushed twice.
nonisolated struct GarageDestination: Hashable, Identifiable {
    /// The routes that push a screen, with their arguments.
    enum Route {
        case showTool(tool: ToolItemViewModel, animated: Bool)
        case `open`(url: URL)
        case reveal(handler: @Sendable (Int) -> Void)
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
