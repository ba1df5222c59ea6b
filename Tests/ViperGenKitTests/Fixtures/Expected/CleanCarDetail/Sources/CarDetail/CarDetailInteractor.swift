import Foundation

/// The CarDetail business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class CarDetailInteractor: CarDetailDataStore {
    private(set) var relatedCarsResult: [Car] = []
    /// What the route that opened the scene passed; the router hands it on to the scenes this
    /// one opens.
    let car: Car
    private let presenter: any CarDetailPresentationLogic
    private let worker: any CarDetailWorkerProtocol

    init(
        car: Car,
        presenter: any CarDetailPresentationLogic,
        worker: any CarDetailWorkerProtocol
    ) {
        self.car = car
        self.presenter = presenter
        self.worker = worker
    }
}

extension CarDetailInteractor: CarDetailBusinessLogic {
    func relatedCars(request: CarDetailModels.RelatedCars.Request) async {
        do {
            let relatedCarsResult = try await worker.relatedCars()
            self.relatedCarsResult = relatedCarsResult
            presenter.presentRelatedCars(
                response: CarDetailModels.RelatedCars.Response(relatedCarsResult: relatedCarsResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentRelatedCars(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
