import Foundation

/// The ServiceHistory business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class ServiceHistoryInteractor: ServiceHistoryDataStore {
    private(set) var servicesResult: [Service] = []
    private let presenter: any ServiceHistoryPresentationLogic
    private let worker: any ServiceHistoryWorkerProtocol

    init(presenter: any ServiceHistoryPresentationLogic, worker: any ServiceHistoryWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension ServiceHistoryInteractor: ServiceHistoryBusinessLogic {
    func services(request: ServiceHistoryModels.Services.Request) async {
        do {
            let servicesResult = try await worker.services()
            self.servicesResult = servicesResult
            presenter.presentServices(
                response: ServiceHistoryModels.Services.Response(servicesResult: servicesResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentServices(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
