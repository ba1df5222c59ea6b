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

    @Test func presentFetchDownloadDisplaysTheViewModel() {
        let response = DownloadsModels.FetchDownload.Response(download: Data("fetchDownload".utf8))

        presenter.presentFetchDownload(response: response)

        let viewModel = DownloadsModels.FetchDownload.ViewModel(
            download: Data("fetchDownload".utf8)
        )
        #expect(display.displayFetchDownloadReceived == [viewModel])
    }

    @Test func presentFetchDownloadErrorDisplaysTheError() {
        presenter.presentFetchDownload(error: DownloadsTestError.stubbed)

        let message = DownloadsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchDownloadReceived.isEmpty)
    }

    @Test func presentLastSyncDisplaysTheViewModel() {
        let response = DownloadsModels.LastSync.Response(sync: Date(timeIntervalSince1970: 1))

        presenter.presentLastSync(response: response)

        let viewModel = DownloadsModels.LastSync.ViewModel(sync: Date(timeIntervalSince1970: 1))
        #expect(display.displayLastSyncReceived == [viewModel])
    }
}
