import Observation

/// The Threads navigation: each route pushes its destination onto `path`, which the
/// screen's navigation stack shows.
@MainActor
@Observable
final class ThreadsRouter {
    /// The destinations pushed above the Threads screen, the top one last.
    var path: [ThreadsDestination] = []

    init() {}
}

extension ThreadsRouter: ThreadsRouterProtocol {
    func showThread(_ comment: Comment) {
        path.append(ThreadsDestination(.showThread(comment: comment)))
    }
}
