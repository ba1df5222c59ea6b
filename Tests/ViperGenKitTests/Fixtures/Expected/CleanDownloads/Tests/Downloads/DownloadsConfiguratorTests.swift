import Foundation
import Testing

@testable import CleanDownloads

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct DownloadsConfiguratorTests {
    private let display = DownloadsDisplayLogicSpy()
    private let worker = DownloadsWorkerSpy()
    private let scene: (interactor: DownloadsInteractor, router: DownloadsRouter)

    init() {
        scene = DownloadsConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDisplayAndTheDataStore() {
        #expect(scene.router.display === display)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test func fetchDownloadReachesTheDisplay() async {
        worker.fetchDownloadResult = .success(Data("fetchDownload".utf8))
        let request = DownloadsModels.FetchDownload.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await scene.interactor.fetchDownload(request: request)

        let viewModel = DownloadsModels.FetchDownload.ViewModel(
            download: Data("fetchDownload".utf8)
        )
        #expect(display.displayFetchDownloadReceived == [viewModel])
        #expect(scene.router.dataStore?.download == Data("fetchDownload".utf8))
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

    @Test func lastSyncReachesTheDisplay() {
        worker.lastSyncReturnValue = Date(timeIntervalSince1970: 1)
        let request = DownloadsModels.LastSync.Request()

        scene.interactor.lastSync(request: request)

        let viewModel = DownloadsModels.LastSync.ViewModel(sync: Date(timeIntervalSince1970: 1))
        #expect(display.displayLastSyncReceived == [viewModel])
        #expect(scene.router.dataStore?.sync == Date(timeIntervalSince1970: 1))
    }
}
