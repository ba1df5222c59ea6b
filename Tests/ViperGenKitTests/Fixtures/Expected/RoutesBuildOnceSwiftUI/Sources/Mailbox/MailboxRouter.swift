import Observation

/// Takes the Mailbox screen's routes in SwiftUI: a route sets `destination`, which the
/// screen pushes on the enclosing navigation stack, and a dismiss route sets `isDismissed`,
/// on which the screen calls its environment's `dismiss`.
@MainActor
@Observable
final class MailboxRouter: MailboxNavigator {
    /// The screen pushed on the Mailbox screen, if any: the screen's
    /// `navigationDestination(item:)` pushes it on the enclosing `NavigationStack` (one, at the
    /// root of the app), and going back sets it to `nil`.
    var destination: MailboxDestination?
    /// Whether a route asked to close the screen.
    var isDismissed = false
    /// How many destinations were pushed: each gets the next number as its identity.
    @ObservationIgnored private var destinationCount = 0
    /// What the modules the routes open are built with, once, when a route is taken (see
    /// `MailboxDestinationContent`).
    let dependencies: any MailboxDependencies

    init(dependencies: any MailboxDependencies) {
        self.dependencies = dependencies
    }

    func showLetter(_ letter: Letter) {
        pushDestination(.showLetter(letter: letter))
    }

    func showDrafts() {
        pushDestination(.showDrafts)
    }

    func showMailbox(content: String) {
        pushDestination(.showMailbox(content: content))
    }

    func search(query: String) {
        pushDestination(.search(query: query))
    }

    private func pushDestination(_ route: MailboxDestination.Route) {
        destinationCount += 1
        destination = MailboxDestination(
            id: destinationCount,
            route: route,
            dependencies: dependencies
        )
    }
}

/// A screen pushed on the Mailbox screen: the route that pushed it, with its arguments.
/// Each push is a destination of its own, equal only to itself (by `id`), so a route's
/// arguments need not be `Hashable` and the same route can be pushed twice.
nonisolated struct MailboxDestination: Hashable, Identifiable {
    /// The routes that push a screen, with their arguments.
    enum Route {
        case showLetter(letter: Letter)
        case showDrafts
        case showMailbox(content: String)
        case search(query: String)
    }

    let id: Int
    let route: Route
    /// The module the route built when it was taken, once: the destination keeps it while its
    /// screen is shown, and the Mailbox screen shows it each time it draws, building
    /// nothing again. `nil` for a route that builds nothing itself.
    let content: MailboxDestinationContent?

    init(id: Int, route: Route, content: MailboxDestinationContent? = nil) {
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
