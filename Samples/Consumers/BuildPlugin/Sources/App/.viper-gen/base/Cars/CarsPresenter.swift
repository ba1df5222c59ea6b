import Foundation

/// The Cars presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class CarsPresenter {
    weak var view: (any CarsView)?
    private let interactor: any CarsInteractorProtocol
    private let router: any CarsRouterProtocol

    init(interactor: any CarsInteractorProtocol, router: any CarsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension CarsPresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CarsPresenter: CarsPresenterProtocol {
    func viewDidLoad() async {
        await fetchCars()
    }

    func fetchCars() async {
        do {
            let cars = try await interactor.fetchCars()
            view?.displayCars(cars.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showCarDetail(for viewModel: CarViewModel) {
        router.showCarDetail(for: viewModel)
    }
}
