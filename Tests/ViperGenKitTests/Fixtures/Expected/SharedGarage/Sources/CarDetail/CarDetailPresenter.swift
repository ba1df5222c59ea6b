import Foundation

/// The CarDetail presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class CarDetailPresenter {
    weak var view: (any CarDetailView)?
    private let interactor: any CarDetailInteractorProtocol
    private let router: any CarDetailRouterProtocol

    init(interactor: any CarDetailInteractorProtocol, router: any CarDetailRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension CarDetailPresenter {
    private func makeViewModel(from car: Car) -> CarSummary {
        CarSummary(
            make: car.make,
            model: car.model,
            year: car.year,
            // TODO: Format `mileageText` from the car.
            mileageText: ""
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CarDetailPresenter: CarDetailPresenterProtocol {
    func viewDidLoad() async {
        await loadCar()
    }

    func loadCar() async {
        do {
            let car = try await interactor.loadCar()
            view?.displayCar(makeViewModel(from: car))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func markServiced(_ car: Car) async {
        do {
            try await interactor.markServiced(car)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showEditor(for car: Car) {
        router.showEditor(for: car)
    }

    func close() {
        router.close()
    }
}
