import Foundation

/// The Sheet presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class SheetPresenter {
    weak var view: (any SheetView)?
    private let interactor: any SheetInteractorProtocol
    private let router: any SheetRouterProtocol

    init(interactor: any SheetInteractorProtocol, router: any SheetRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension SheetPresenter {
    private func makeViewModel(from draft: Draft) -> DraftViewModel {
        DraftViewModel(id: draft.id, text: draft.text)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension SheetPresenter: SheetPresenterProtocol {
    func viewDidLoad() async {
        await loadDraft()
    }

    func loadDraft() async {
        do {
            let draft = try await interactor.loadDraft()
            view?.displayDraft(makeViewModel(from: draft))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func save(_ draft: Draft) async {
        do {
            try await interactor.save(draft)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func dismiss() {
        router.dismiss()
    }
}
