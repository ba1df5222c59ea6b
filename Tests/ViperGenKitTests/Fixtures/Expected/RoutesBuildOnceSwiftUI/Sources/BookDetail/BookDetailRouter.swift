import Observation

/// The BookDetail navigation: a route that closes the screen sets `isDismissed`, and the
/// screen dismisses itself.
@MainActor
@Observable
final class BookDetailRouter {
    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    var isDismissed = false

    init() {}
}

extension BookDetailRouter: BookDetailRouterProtocol {
    func close() {
        isDismissed = true
    }
}
