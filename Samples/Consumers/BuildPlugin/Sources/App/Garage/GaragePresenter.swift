import Foundation

/// The Garage presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class GaragePresenter {
    weak var view: (any GarageView)?
    private let interactor: any GarageInteractorProtocol
    private let router: any GarageRouterProtocol

    init(interactor: any GarageInteractorProtocol, router: any GarageRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension GaragePresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension GaragePresenter: GaragePresenterProtocol {
    func viewDidLoad() async {
    }

    func fetchParkedCars(in garage: String) async {
        do {
            let parkedCars = try await interactor.fetchParkedCars(in: garage)
            view?.displayParkedCars(parkedCars.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func park(_ car: Car) async {
        do {
            try await interactor.park(car)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }
}
