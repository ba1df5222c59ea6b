import Foundation
import Testing

@testable import CleanDownloads

@MainActor
struct DownloadsPresenterTests {
    private let display = DownloadsDisplayLogicSpy()
    private let presenter: DownloadsPresenter

    init() {
        presenter = DownloadsPresenter(display: display)
    }
}

extension DownloadsPresenterTests {
    // MARK: - Use cases

    @Test func presentFetchDownloadDisplaysTheViewModel() {
        let download: Data = Data("fetchDownload".utf8)
        let response = DownloadsModels.FetchDownload.Response(download: download)

        presenter.presentFetchDownload(response: response)

        let viewModel = DownloadsModels.FetchDownload.ViewModel(download: download)
        #expect(display.displayFetchDownloadReceived == [viewModel])
    }

    @Test func presentFetchDownloadErrorDisplaysTheError() {
        presenter.presentFetchDownload(error: DownloadsTestError.stubbed)

        let message = DownloadsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchDownloadReceived.isEmpty)
    }

    @Test func presentLastSyncDisplaysTheViewModel() {
        let lastSyncResult: Date = Date(timeIntervalSince1970: 1)
        let response = DownloadsModels.LastSync.Response(lastSyncResult: lastSyncResult)

        presenter.presentLastSync(response: response)

        let viewModel = DownloadsModels.LastSync.ViewModel(lastSyncResult: lastSyncResult)
        #expect(display.displayLastSyncReceived == [viewModel])
    }
}
