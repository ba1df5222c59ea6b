import Foundation

/// The ServiceHistory presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class ServiceHistoryPresenter {
    weak var view: (any ServiceHistoryView)?
    private let interactor: any ServiceHistoryInteractorProtocol
    private let router: any ServiceHistoryRouterProtocol

    init(
        interactor: any ServiceHistoryInteractorProtocol,
        router: any ServiceHistoryRouterProtocol
    ) {
        self.interactor = interactor
        self.router = router
    }
}

extension ServiceHistoryPresenter {
    private func makeViewModel(from serviceVisit: ServiceVisit) -> ServiceVisitViewModel {
        ServiceVisitViewModel(id: serviceVisit.id, notes: serviceVisit.notes)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension ServiceHistoryPresenter: ServiceHistoryPresenterProtocol {
    func viewDidLoad() async {
        await loadVisits()
    }

    func loadVisits() async {
        do {
            let visits = try await interactor.loadVisits()
            view?.displayVisits(visits.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showGarage() {
        router.showGarage()
    }

    func dismiss() {
        router.dismiss()
    }
}
