import Foundation

/// The Threads presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class ThreadsPresenter {
    weak var view: (any ThreadsView)?
    private let interactor: any ThreadsInteractorProtocol
    private let router: any ThreadsRouterProtocol

    init(interactor: any ThreadsInteractorProtocol, router: any ThreadsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension ThreadsPresenter {
    private func makeViewModel(from thread: Thread) -> Comment {
        Comment(subject: thread.subject, unreadCount: thread.unreadCount)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension ThreadsPresenter: ThreadsPresenterProtocol {
    func viewDidLoad() async {
    }

    func fetchThreads(page: Int, pageSize: Int) async {
        do {
            let threads = try await interactor.fetchThreads(page: page, pageSize: pageSize)
            view?.displayThreads(threads.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func archive(thread: Thread) async {
        do {
            try await interactor.archive(thread: thread)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showThread(_ comment: Comment) {
        router.showThread(comment)
    }
}
