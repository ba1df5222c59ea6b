import Foundation

/// The BookDetail presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class BookDetailPresenter {
    weak var view: (any BookDetailView)?
    private let interactor: any BookDetailInteractorProtocol
    private let router: any BookDetailRouterProtocol
    /// What the route that opened the screen passed.
    let book: Book

    init(
        book: Book,
        interactor: any BookDetailInteractorProtocol,
        router: any BookDetailRouterProtocol
    ) {
        self.book = book
        self.interactor = interactor
        self.router = router
    }
}

extension BookDetailPresenter {
    private func makeViewModel(from book: Book) -> BookViewModel {
        BookViewModel(id: book.id, title: book.title)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension BookDetailPresenter: BookDetailPresenterProtocol {
    func viewDidLoad() async {
        // TODO: Show what the route that opened the screen passed, or load what it names.
    }

    func reload(id: String) async {
        do {
            let reloadResult = try await interactor.reload(id: id)
            view?.displayReloadResult(makeViewModel(from: reloadResult))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func close() {
        router.close()
    }
}
