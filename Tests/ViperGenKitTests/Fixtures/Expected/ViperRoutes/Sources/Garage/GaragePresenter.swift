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
        CarViewModel(id: car.id, make: car.make, model: car.model)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension GaragePresenter: GaragePresenterProtocol {
    func viewDidLoad() async {
        await loadCars()
    }

    func loadCars() async {
        do {
            let cars = try await interactor.loadCars()
            view?.displayCars(cars.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showCarDetail(for car: Car) {
        router.showCarDetail(for: car)
    }

    func showHelp() {
        router.showHelp()
    }
}
