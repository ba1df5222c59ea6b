import Observation

/// The Threads navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in.
@MainActor
@Observable
final class ThreadsRouter {
    /// The destination a route pushed above the Threads screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: ThreadsDestination?

    init() {}
}

extension ThreadsRouter: ThreadsRouterProtocol {
    func showThread(_ comment: Comment) {
        destination = ThreadsDestination(.showThread(comment: comment))
    }
}
