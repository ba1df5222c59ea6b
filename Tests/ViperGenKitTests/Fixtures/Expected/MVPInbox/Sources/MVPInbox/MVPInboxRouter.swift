import Observation

/// Where the MVPInbox screen's routes go: the navigation path that the screen's
/// `NavigationStack` shows, and the screen's dismiss action for the routes that close it.
/// The screen keeps it, and the presenter sends its routes here.
@MainActor
@Observable
final class MVPInboxRouter {
    /// The screens pushed on top of MVPInbox, one for each route the presenter took.
    var path: [MVPInboxDestination] = []
    /// Closes the screen: the screen sets it to its `dismiss` action when it appears.
    @ObservationIgnored var dismissAction: @MainActor () -> Void = {}

    init() {}
}

extension MVPInboxRouter: MVPInboxNavigator {
    func showSubject(_ subject: String) {
        path.append(MVPInboxDestination(.showSubject(subject: subject)))
    }

    func dismiss() {
        dismissAction()
    }
}
