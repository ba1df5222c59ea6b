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
            let fetchCarsResult = try await interactor.fetchCars()
            view?.displayCars(fetchCarsResult.map(makeViewModel(from:)))
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
        let carsResult = interactor.cars()
        view?.displayCarsResult(carsResult.map(makeViewModel(from:)))
    }

    func fetchSeller() async {
        do {
            let fetchSellerResult = try await interactor.fetchSeller()
            view?.displayFetchSeller(fetchSellerResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func loadSeller() async {
        do {
            let seller = try await interactor.loadSeller()
            view?.displaySeller(seller)
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
            let latestResult = try await interactor.latest()
            view?.displayLatest(latestResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }
}
