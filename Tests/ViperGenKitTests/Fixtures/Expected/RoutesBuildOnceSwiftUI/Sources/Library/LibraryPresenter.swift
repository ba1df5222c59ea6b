import Foundation

/// The Library presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class LibraryPresenter {
    weak var view: (any LibraryView)?
    private let interactor: any LibraryInteractorProtocol
    private let router: any LibraryRouterProtocol

    init(interactor: any LibraryInteractorProtocol, router: any LibraryRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension LibraryPresenter {
    private func makeViewModel(from book: Book) -> BookViewModel {
        BookViewModel(id: book.id, title: book.title)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension LibraryPresenter: LibraryPresenterProtocol {
    func viewDidLoad() async {
        await loadBooks()
    }

    func loadBooks() async {
        do {
            let books = try await interactor.loadBooks()
            view?.displayBooks(books.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showBook(for book: Book, route: String) {
        router.showBook(for: book, route: route)
    }

    func showShelf() {
        router.showShelf()
    }

    func showSearch(query: String) {
        router.showSearch(query: query)
    }
}
