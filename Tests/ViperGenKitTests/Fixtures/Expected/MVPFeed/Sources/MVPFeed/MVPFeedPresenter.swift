import Foundation

/// The MVPFeed presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class MVPFeedPresenter {
    private weak var view: (any MVPFeedView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any MVPFeedNavigator)?
    private let model: any MVPFeedModelProtocol

    init(model: any MVPFeedModelProtocol, navigator: (any MVPFeedNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    func attach(view: any MVPFeedView) {
        self.view = view
    }

    func loadPosts() async {
        do {
            let posts = try await model.loadPosts()
            view?.displayPosts(posts.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func like(_ post: Post) async {
        do {
            try await model.like(post)
            await updateView()
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showPost(_ post: PostRow) {
        navigator?.showPost(post)
    }

    func close() {
        navigator?.close()
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    func updateView() async {
        await loadPosts()
    }

    private func makeViewModel(from post: Post) -> PostRow {
        PostRow(
            title: post.title,
            // TODO: Format `likesText` from the post.
            likesText: ""
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
