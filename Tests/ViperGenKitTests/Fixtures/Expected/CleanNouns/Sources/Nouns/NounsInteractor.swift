import Foundation

/// The Nouns business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class NounsInteractor: NounsDataStore {
    private(set) var fetchCarsResult: [Car] = []
    private(set) var refreshCarsResult: [Car] = []
    private(set) var carsResult: [Car] = []
    private(set) var fetchSellerResult: String = ""
    private(set) var seller: String = ""
    private(set) var newestCar: Car?
    private(set) var latestResult: Car?
    private let presenter: any NounsPresentationLogic
    private let worker: any NounsWorkerProtocol

    init(presenter: any NounsPresentationLogic, worker: any NounsWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension NounsInteractor: NounsBusinessLogic {
    func fetchCars(request: NounsModels.FetchCars.Request) async {
        do {
            let fetchCarsResult = try await worker.fetchCars()
            self.fetchCarsResult = fetchCarsResult
            presenter.presentFetchCars(
                response: NounsModels.FetchCars.Response(fetchCarsResult: fetchCarsResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetchCars(error: error)
        }
    }

    func refreshCars(request: NounsModels.RefreshCars.Request) async {
        do {
            let refreshCarsResult = try await worker.refreshCars()
            self.refreshCarsResult = refreshCarsResult
            presenter.presentRefreshCars(
                response: NounsModels.RefreshCars.Response(refreshCarsResult: refreshCarsResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentRefreshCars(error: error)
        }
    }

    func cars(request: NounsModels.Cars.Request) {
        let carsResult = worker.cars()
        self.carsResult = carsResult
        presenter.presentCars(response: NounsModels.Cars.Response(carsResult: carsResult))
    }

    func fetchSeller(request: NounsModels.FetchSeller.Request) async {
        do {
            let fetchSellerResult = try await worker.fetchSeller()
            self.fetchSellerResult = fetchSellerResult
            presenter.presentFetchSeller(
                response: NounsModels.FetchSeller.Response(fetchSellerResult: fetchSellerResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetchSeller(error: error)
        }
    }

    func loadSeller(request: NounsModels.LoadSeller.Request) async {
        do {
            let seller = try await worker.loadSeller()
            self.seller = seller
            presenter.presentLoadSeller(response: NounsModels.LoadSeller.Response(seller: seller))
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentLoadSeller(error: error)
        }
    }

    func newest(request: NounsModels.Newest.Request) async {
        do {
            let newestCar = try await worker.newest()
            self.newestCar = newestCar
            presenter.presentNewest(response: NounsModels.Newest.Response(newestCar: newestCar))
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentNewest(error: error)
        }
    }

    func latest(request: NounsModels.Latest.Request) async {
        do {
            let latestResult = try await worker.latest()
            self.latestResult = latestResult
            presenter.presentLatest(
                response: NounsModels.Latest.Response(latestResult: latestResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentLatest(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
