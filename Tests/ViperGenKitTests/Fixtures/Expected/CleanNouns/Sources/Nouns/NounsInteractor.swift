import Foundation

/// The Nouns business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class NounsInteractor: NounsDataStore {
    private(set) var carsResult: [Car] = []
    private(set) var refreshCarsResult: [Car] = []
    private(set) var carsResultResult: [Car] = []
    private(set) var seller: String = ""
    private(set) var loadSellerResult: String = ""
    private(set) var newestCar: Car?
    private(set) var newestResult: Car?
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
            let carsResult = try await worker.fetchCars()
            self.carsResult = carsResult
            presenter.presentFetchCars(
                response: NounsModels.FetchCars.Response(carsResult: carsResult)
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
        let carsResultResult = worker.cars()
        self.carsResultResult = carsResultResult
        presenter.presentCars(
            response: NounsModels.Cars.Response(carsResultResult: carsResultResult)
        )
    }

    func fetchSeller(request: NounsModels.FetchSeller.Request) async {
        do {
            let seller = try await worker.fetchSeller()
            self.seller = seller
            presenter.presentFetchSeller(response: NounsModels.FetchSeller.Response(seller: seller))
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetchSeller(error: error)
        }
    }

    func loadSeller(request: NounsModels.LoadSeller.Request) async {
        do {
            let loadSellerResult = try await worker.loadSeller()
            self.loadSellerResult = loadSellerResult
            presenter.presentLoadSeller(
                response: NounsModels.LoadSeller.Response(loadSellerResult: loadSellerResult)
            )
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
            let newestResult = try await worker.latest()
            self.newestResult = newestResult
            presenter.presentLatest(
                response: NounsModels.Latest.Response(newestResult: newestResult)
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
