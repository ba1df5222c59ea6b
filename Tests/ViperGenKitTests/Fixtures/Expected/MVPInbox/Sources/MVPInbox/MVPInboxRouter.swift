import Observation

/// Where the MVPInbox screen's routes go: a route sets `destination`, which the screen
/// pushes onto the navigation stack it is in, and a route that closes the screen sets
/// `isDismissed`, which the screen answers with its dismiss action. The screen keeps the
/// router, and the presenter sends its routes here.
@MainActor
@Observable
final class MVPInboxRouter {
    /// The screen a route pushed above MVPInbox, on the stack MVPInbox is in; SwiftUI sets it
    /// back to `nil` when the user goes back.
    var destination: MVPInboxDestination?
    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    /// A flag and not a closure: a closure from the screen would keep the screen's state, which
    /// keeps this router, and neither would ever be released.
    var isDismissed = false

    init() {}
}

extension MVPInboxRouter: MVPInboxNavigator {
    func showSubject(_ subject: String) {
        destination = MVPInboxDestination(.showSubject(subject: subject))
    }

    func dismiss() {
        isDismissed = true
    }
}
