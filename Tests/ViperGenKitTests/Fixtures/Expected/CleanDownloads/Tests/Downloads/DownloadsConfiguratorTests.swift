import Foundation
import Testing

@testable import CleanDownloads

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct DownloadsConfiguratorTests {
    private let worker = DownloadsWorkerSpy()
    private let display = DownloadsDisplayLogicSpy()
    private let scene: (interactor: DownloadsInteractor, router: DownloadsRouter)

    init() {
        scene = DownloadsConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension DownloadsConfiguratorTests {
    // MARK: - Use cases

    @Test func fetchDownloadReachesTheDisplay() async {
        let download: Data = Data("fetchDownload".utf8)
        worker.fetchDownloadResult = .success(download)
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await scene.interactor.fetchDownload(request: request)

        let viewModel = DownloadsModels.FetchDownload.ViewModel(download: download)
        #expect(display.displayFetchDownloadReceived == [viewModel])
        #expect(scene.router.dataStore?.download == download)
    }

    @Test func fetchDownloadFailureReachesTheDisplay() async {
        worker.fetchDownloadResult = .failure(DownloadsTestError.stubbed)
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await scene.interactor.fetchDownload(request: request)

        let message = DownloadsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchDownloadReceived.isEmpty)
    }

    @Test func fetchDownloadCancelledShowsNoError() async {
        worker.fetchDownloadResult = .failure(CancellationError())
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await scene.interactor.fetchDownload(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }

    @Test func lastSyncReachesTheDisplay() {
        let lastSyncResult: Date = Date(timeIntervalSince1970: 1)
        worker.lastSyncReturnValue = lastSyncResult
        let request = DownloadsModels.LastSync.Request()

        scene.interactor.lastSync(request: request)

        let viewModel = DownloadsModels.LastSync.ViewModel(lastSyncResult: lastSyncResult)
        #expect(display.displayLastSyncReceived == [viewModel])
        #expect(scene.router.dataStore?.lastSyncResult == lastSyncResult)
    }
}
