import Foundation

/// The Shelf presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class ShelfPresenter {
    private weak var view: (any ShelfView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any ShelfNavigator)?
    private let model: any ShelfModelProtocol

    init(model: any ShelfModelProtocol, navigator: (any ShelfNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    func attach(view: any ShelfView) {
        self.view = view
    }

    func loadBooks() async {
        do {
            let books = try await model.loadBooks()
            view?.displayBooks(books.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showBook(_ book: Book) {
        navigator?.showBook(book)
    }

    func showSettings() {
        navigator?.showSettings()
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    func updateView() async {
        await loadBooks()
    }

    private func makeViewModel(from book: Book) -> BookRow {
        BookRow(
            title: book.title,
            // TODO: Format `pagesText` from the book.
            pagesText: ""
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
