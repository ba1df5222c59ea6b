import Foundation
import Testing

@testable import CleanDownloads

@MainActor
struct DownloadsInteractorTests {
    private let presenter = DownloadsPresentationLogicSpy()
    private let worker = DownloadsWorkerSpy()
    private let interactor: DownloadsInteractor

    init() {
        interactor = DownloadsInteractor(presenter: presenter, worker: worker)
    }
}

extension DownloadsInteractorTests {
    // MARK: - Use cases

    @Test func fetchDownloadPresentsWhatTheWorkerReturns() async {
        let download: Data = Data("fetchDownload".utf8)
        worker.fetchDownloadResult = .success(download)
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await interactor.fetchDownload(request: request)

        #expect(worker.fetchDownloadCallCount == 1)
        #expect(worker.fetchDownloadReceived == [request.id])
        let response = DownloadsModels.FetchDownload.Response(download: download)
        #expect(presenter.presentFetchDownloadReceived == [response])
        #expect(interactor.download == download)
    }

    @Test func fetchDownloadPresentsTheWorkersError() async {
        worker.fetchDownloadResult = .failure(DownloadsTestError.stubbed)
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await interactor.fetchDownload(request: request)

        #expect(presenter.presentFetchDownloadErrors.count == 1)
        #expect(presenter.presentFetchDownloadErrors.first as? DownloadsTestError == .stubbed)
        #expect(presenter.presentFetchDownloadReceived.isEmpty)
    }

    @Test func fetchDownloadEndsSilentlyWhenCancelled() async {
        worker.fetchDownloadResult = .failure(CancellationError())
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await interactor.fetchDownload(request: request)

        #expect(presenter.presentFetchDownloadErrors.isEmpty)
        #expect(presenter.presentFetchDownloadReceived.isEmpty)
    }

    @Test func lastSyncPresentsWhatTheWorkerReturns() {
        let lastSyncResult: Date = Date(timeIntervalSince1970: 1)
        worker.lastSyncReturnValue = lastSyncResult
        let request = DownloadsModels.LastSync.Request()

        interactor.lastSync(request: request)

        #expect(worker.lastSyncCallCount == 1)
        let response = DownloadsModels.LastSync.Response(lastSyncResult: lastSyncResult)
        #expect(presenter.presentLastSyncReceived == [response])
        #expect(interactor.lastSyncResult == lastSyncResult)
    }
}
