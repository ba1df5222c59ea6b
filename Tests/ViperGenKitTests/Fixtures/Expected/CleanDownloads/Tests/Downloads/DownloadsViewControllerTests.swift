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
            #expect((viewController.router as? DownloadsRouter)?.viewController === viewController)
        }

        @Test func viewDidLoadSendsTheRequestsTheScreenShows() async {
            viewController.viewDidLoad()
            await viewController.loadTask?.value

            #expect(interactor.lastSyncCallCount == 1)
        }

        @Test func releasingTheScreenCancelsItsLoad() {
            var screen: DownloadsViewController? = DownloadsViewController()
            screen?.interactor = interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            #expect(loadTask?.isCancelled == true)
        }

        @Test func displayFetchDownloadKeepsTheViewModel() {
            let viewModel = DownloadsModels.FetchDownload.ViewModel(
                download: Data("fetchDownload".utf8)
            )

            viewController.displayFetchDownload(viewModel: viewModel)

            #expect(viewController.fetchDownloadViewModel == viewModel)
        }

        @Test func displayLastSyncKeepsTheViewModel() {
            let viewModel = DownloadsModels.LastSync.ViewModel(
                lastSyncResult: Date(timeIntervalSince1970: 1)
            )

            viewController.displayLastSync(viewModel: viewModel)

            #expect(viewController.lastSyncViewModel == viewModel)
        }
    }

    extension DownloadsViewControllerTests {
        // MARK: - Routes

        /// A screen that was pushed is popped off its navigation controller.
        @Test func goBackPopsTheScreenWhenItWasPushed() {
            let router = DownloadsRouter()
            let screen = DownloadsScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            router.viewController = screen

            router.goBack()

            #expect(screen.navigation.poppedToTheScreenBelow)
            #expect(screen.presenting.dismissCallCount == 0)
        }

        /// A screen that was presented (here as the root of a presented navigation controller)
        /// is dismissed.
        @Test func goBackDismissesTheScreenWhenItWasPresented() {
            let router = DownloadsRouter()
            let screen = DownloadsScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            router.viewController = screen

            router.goBack()

            #expect(screen.presenting.dismissCallCount == 1)
            #expect(screen.navigation.poppedTo == nil)
        }
    }
#endif
