import Foundation

/// The Garage business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class GarageInteractor: GarageDataStore {
    private(set) var carsResult: [Car] = []
    private let presenter: any GaragePresentationLogic
    private let worker: any GarageWorkerProtocol

    init(presenter: any GaragePresentationLogic, worker: any GarageWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension GarageInteractor: GarageBusinessLogic {
    func cars(request: GarageModels.Cars.Request) async {
        do {
            let carsResult = try await worker.cars()
            self.carsResult = carsResult
            presenter.presentCars(response: GarageModels.Cars.Response(carsResult: carsResult))
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentCars(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
