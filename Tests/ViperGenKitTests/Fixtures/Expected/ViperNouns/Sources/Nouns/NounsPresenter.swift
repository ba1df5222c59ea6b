import Foundation

/// The Nouns presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class NounsPresenter {
    weak var view: (any NounsView)?
    private let interactor: any NounsInteractorProtocol
    private let router: any NounsRouterProtocol

    init(interactor: any NounsInteractorProtocol, router: any NounsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension NounsPresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id, seller: car.seller)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension NounsPresenter: NounsPresenterProtocol {
    func viewDidLoad() async {
        await fetchCars()
        await refreshCars()
        cars()
        await fetchSeller()
        await loadSeller()
        await newest()
        await latest()
    }

    func fetchCars() async {
        do {
            let carsResult = try await interactor.fetchCars()
            view?.displayCars(carsResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func refreshCars() async {
        do {
            let refreshCarsResult = try await interactor.refreshCars()
            view?.displayRefreshCars(refreshCarsResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func cars() {
        let carsResultResult = interactor.cars()
        view?.displayCarsResult(carsResultResult.map(makeViewModel(from:)))
    }

    func fetchSeller() async {
        do {
            let seller = try await interactor.fetchSeller()
            view?.displaySeller(seller)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func loadSeller() async {
        do {
            let loadSellerResult = try await interactor.loadSeller()
            view?.displayLoadSeller(loadSellerResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func newest() async {
        do {
            let newestCar = try await interactor.newest()
            view?.displayNewestCar(newestCar.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func latest() async {
        do {
            let newestResult = try await interactor.latest()
            view?.displayNewest(newestResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }
}
