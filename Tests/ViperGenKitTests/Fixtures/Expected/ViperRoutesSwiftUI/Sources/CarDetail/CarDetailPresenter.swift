import Foundation

/// The CarDetail presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class CarDetailPresenter {
    weak var view: (any CarDetailView)?
    private let interactor: any CarDetailInteractorProtocol
    private let router: any CarDetailRouterProtocol
    /// What the route that opened the screen passed.
    let car: Car

    init(
        car: Car,
        interactor: any CarDetailInteractorProtocol,
        router: any CarDetailRouterProtocol
    ) {
        self.car = car
        self.interactor = interactor
        self.router = router
    }
}

extension CarDetailPresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id, make: car.make, model: car.model)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CarDetailPresenter: CarDetailPresenterProtocol {
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

    func showGarage() {
        router.showGarage()
    }

    func dismiss() {
        router.dismiss()
    }
}
