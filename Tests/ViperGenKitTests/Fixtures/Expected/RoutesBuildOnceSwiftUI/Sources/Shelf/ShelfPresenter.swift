import Foundation

/// The Shelf presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class ShelfPresenter {
    weak var view: (any ShelfView)?
    private let interactor: any ShelfInteractorProtocol
    private let router: any ShelfRouterProtocol

    init(interactor: any ShelfInteractorProtocol, router: any ShelfRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension ShelfPresenter {
    private func makeViewModel(from shelfRow: ShelfRow) -> ShelfRowViewModel {
        ShelfRowViewModel(id: shelfRow.id)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension ShelfPresenter: ShelfPresenterProtocol {
    func viewDidLoad() async {
        await loadRows()
    }

    func loadRows() async {
        do {
            let rows = try await interactor.loadRows()
            view?.displayRows(rows.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }
}
