import Foundation

/// The EdgeCasesForAVeryLongModule business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class EdgeCasesForAVeryLongModuleInteractor: EdgeCasesForAVeryLongModuleDataStore {
    private(set) var handler: (@Sendable () -> Void)?
    private(set) var widgets: [Widget] = []
    private(set) var latestFailureResult: (any Error)?
    private(set) var renameResult: Widget?
    private(set) var countResult: Int = 0
    private let presenter: any EdgeCasesForAVeryLongModulePresentationLogic
    private let worker: any EdgeCasesForAVeryLongModuleWorkerProtocol

    init(
        presenter: any EdgeCasesForAVeryLongModulePresentationLogic,
        worker: any EdgeCasesForAVeryLongModuleWorkerProtocol
    ) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension EdgeCasesForAVeryLongModuleInteractor: EdgeCasesForAVeryLongModuleBusinessLogic {
    func makeHandler(request: EdgeCasesForAVeryLongModuleModels.MakeHandler.Request) {
        let handler = worker.makeHandler()
        self.handler = handler
        presenter.presentMakeHandler(
            response: EdgeCasesForAVeryLongModuleModels.MakeHandler.Response(handler: handler)
        )
    }

    func loadWidgets(request: EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request) async {
        do {
            let widgets = try await worker.loadWidgets()
            self.widgets = widgets
            presenter.presentLoadWidgets(
                response: EdgeCasesForAVeryLongModuleModels.LoadWidgets.Response(widgets: widgets)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentLoadWidgets(error: error)
        }
    }

    func latestFailure(request: EdgeCasesForAVeryLongModuleModels.LatestFailure.Request) {
        let latestFailureResult = worker.latestFailure()
        self.latestFailureResult = latestFailureResult
        presenter.presentLatestFailure(
            response: EdgeCasesForAVeryLongModuleModels.LatestFailure.Response(
                latestFailureResult: latestFailureResult
            )
        )
    }

    func rename(request: EdgeCasesForAVeryLongModuleModels.Rename.Request) async {
        do {
            let renameResult = try await worker.rename(request.widget, to: request.title)
            self.renameResult = renameResult
            presenter.presentRename(
                response: EdgeCasesForAVeryLongModuleModels.Rename.Response(
                    renameResult: renameResult
                )
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentRename(error: error)
        }
    }

    func count(request: EdgeCasesForAVeryLongModuleModels.Count.Request) async {
        let countResult = await worker.count()
        self.countResult = countResult
        presenter.presentCount(
            response: EdgeCasesForAVeryLongModuleModels.Count.Response(countResult: countResult)
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
