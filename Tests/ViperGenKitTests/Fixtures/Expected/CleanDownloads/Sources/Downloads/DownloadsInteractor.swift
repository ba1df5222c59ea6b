import Foundation

/// The Downloads business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class DownloadsInteractor: DownloadsDataStore {
    private(set) var download: Data = Data()
    private(set) var lastSyncResult: Date = Date(timeIntervalSince1970: 0)
    private let presenter: any DownloadsPresentationLogic
    private let worker: any DownloadsWorkerProtocol

    init(presenter: any DownloadsPresentationLogic, worker: any DownloadsWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension DownloadsInteractor: DownloadsBusinessLogic {
    func fetchDownload(request: DownloadsModels.FetchDownload.Request) async {
        do {
            let download = try await worker.fetchDownload(id: request.id)
            self.download = download
            presenter.presentFetchDownload(
                response: DownloadsModels.FetchDownload.Response(download: download)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetchDownload(error: error)
        }
    }

    func lastSync(request: DownloadsModels.LastSync.Request) {
        let lastSyncResult = worker.lastSync()
        self.lastSyncResult = lastSyncResult
        presenter.presentLastSync(
            response: DownloadsModels.LastSync.Response(lastSyncResult: lastSyncResult)
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
