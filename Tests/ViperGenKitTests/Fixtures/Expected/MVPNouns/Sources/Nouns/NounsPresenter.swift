import Foundation

/// The Nouns presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class NounsPresenter {
    private weak var view: (any NounsView)?
    private let model: any NounsModelProtocol

    init(model: any NounsModelProtocol) {
        self.model = model
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    func attach(view: any NounsView) {
        self.view = view
    }

    func fetchCars() async {
        do {
            let fetchCarsResult = try await model.fetchCars()
            view?.displayCars(fetchCarsResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func refreshCars() async {
        do {
            let refreshCarsResult = try await model.refreshCars()
            view?.displayRefreshCars(refreshCarsResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func cars() {
        let carsResult = model.cars()
        view?.displayCarsResult(carsResult.map(makeViewModel(from:)))
    }

    func fetchSeller() async {
        do {
            let fetchSellerResult = try await model.fetchSeller()
            view?.displayFetchSeller(fetchSellerResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func loadSeller() async {
        do {
            let seller = try await model.loadSeller()
            view?.displaySeller(seller)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func newest() async {
        do {
            let newestCar = try await model.newest()
            view?.displayNewestCar(newestCar.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func latest() async {
        do {
            let latestResult = try await model.latest()
            view?.displayLatest(latestResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    func updateView() async {
        await fetchCars()
        await refreshCars()
        cars()
        await fetchSeller()
        await loadSeller()
        await newest()
        await latest()
    }

    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id, seller: car.seller)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
