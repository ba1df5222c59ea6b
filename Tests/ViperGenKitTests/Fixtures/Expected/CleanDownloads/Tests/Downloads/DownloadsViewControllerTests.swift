#if canImport(UIKit)
    import Foundation
    import Testing

    @testable import CleanDownloads

    @MainActor
    struct DownloadsViewControllerTests {
        private let interactor = DownloadsBusinessLogicSpy()
        private let router = DownloadsRoutingLogicSpy()
        private let viewController = DownloadsViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }

        @Test func makeViewControllerWiresTheScene() {
            let viewController = DownloadsConfigurator.makeViewController(
                worker: DownloadsWorkerSpy()
            )

            #expect(viewController.interactor is DownloadsInteractor)
            #expect(viewController.router?.dataStore === viewController.interactor)
            #expect((viewController.router as? DownloadsRouter)?.display === viewController)
        }

        @Test func loadSendsTheRequestsTheScreenShows() async {
            await viewController.load()

            #expect(interactor.lastSyncCallCount == 1)
        }

        @Test func displayFetchDownloadKeepsTheViewModel() {
            let viewModel = DownloadsModels.FetchDownload.ViewModel(
                download: Data("fetchDownload".utf8)
            )

            viewController.displayFetchDownload(viewModel: viewModel)

            #expect(viewController.fetchDownloadViewModel == viewModel)
        }

        @Test func displayLastSyncKeepsTheViewModel() {
            let viewModel = DownloadsModels.LastSync.ViewModel(sync: Date(timeIntervalSince1970: 1))

            viewController.displayLastSync(viewModel: viewModel)

            #expect(viewController.lastSyncViewModel == viewModel)
        }
    }
#endif
