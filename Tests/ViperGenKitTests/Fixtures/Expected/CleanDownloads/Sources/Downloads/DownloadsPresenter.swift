import Foundation

/// The Downloads presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class DownloadsPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any DownloadsDisplayLogic)?

    init(display: any DownloadsDisplayLogic) {
        self.display = display
    }
}

extension DownloadsPresenter {
    private func makeErrorViewModel(from error: any Error) -> DownloadsModels.ErrorViewModel {
        DownloadsModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension DownloadsPresenter: DownloadsPresentationLogic {
    func presentFetchDownload(response: DownloadsModels.FetchDownload.Response) {
        let viewModel = DownloadsModels.FetchDownload.ViewModel(download: response.download)
        display?.displayFetchDownload(viewModel: viewModel)
    }

    func presentFetchDownload(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentLastSync(response: DownloadsModels.LastSync.Response) {
        let viewModel = DownloadsModels.LastSync.ViewModel(lastSyncResult: response.lastSyncResult)
        display?.displayLastSync(viewModel: viewModel)
    }
}
