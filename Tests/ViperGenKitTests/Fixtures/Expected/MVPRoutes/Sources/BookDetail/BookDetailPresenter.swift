import Foundation

/// The BookDetail presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class BookDetailPresenter {
    private weak var view: (any BookDetailView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any BookDetailNavigator)?
    private let model: any BookDetailModelProtocol
    // TODO: Show or load what the route passed, e.g. in `updateView()`.
    /// What the route that opened the screen passed.
    let book: Book

    init(
        book: Book,
        model: any BookDetailModelProtocol,
        navigator: (any BookDetailNavigator)? = nil
    ) {
        self.book = book
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any BookDetailView) {
        self.view = view
        updateView()
    }

    func markAsRead(_ book: Book) async {
        do {
            try await model.markAsRead(book)
            updateView()
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showReviews(for book: Book, animated: Bool) {
        navigator?.showReviews(for: book, animated: animated)
    }

    func close() {
        navigator?.close()
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        view?.display(makeViewModel(from: model.current))
    }

    private func makeViewModel(from book: Book) -> BookSummary {
        BookSummary(title: book.title)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
