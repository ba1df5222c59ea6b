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

    @Test func fetchDownloadPresentsWhatTheWorkerReturns() async {
        worker.fetchDownloadResult = .success(Data("fetchDownload".utf8))
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await interactor.fetchDownload(request: request)

        #expect(worker.fetchDownloadCallCount == 1)
        #expect(
            worker.fetchDownloadReceived
                == [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
        let response = DownloadsModels.FetchDownload.Response(download: Data("fetchDownload".utf8))
        #expect(presenter.presentFetchDownloadReceived == [response])
        #expect(interactor.download == Data("fetchDownload".utf8))
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

    @Test func lastSyncPresentsWhatTheWorkerReturns() {
        worker.lastSyncReturnValue = Date(timeIntervalSince1970: 1)
        let request = DownloadsModels.LastSync.Request()

        interactor.lastSync(request: request)

        #expect(worker.lastSyncCallCount == 1)
        let response = DownloadsModels.LastSync.Response(sync: Date(timeIntervalSince1970: 1))
        #expect(presenter.presentLastSyncReceived == [response])
        #expect(interactor.sync == Date(timeIntervalSince1970: 1))
    }
}
