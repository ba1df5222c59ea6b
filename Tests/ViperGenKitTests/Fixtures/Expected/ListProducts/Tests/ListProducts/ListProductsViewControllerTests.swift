#if canImport(UIKit)
    import Testing

    @testable import ListProducts

    @MainActor
    struct ListProductsViewControllerTests {
        private let interactor = ListProductsBusinessLogicSpy()
        private let router = ListProductsRoutingLogicSpy()
        private let viewController = ListProductsViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }

        @Test func makeViewControllerWiresTheScene() {
            let viewController = ListProductsConfigurator.makeViewController(
                worker: ListProductsWorkerSpy()
            )

            #expect(viewController.interactor is ListProductsInteractor)
            #expect(viewController.router?.dataStore === viewController.interactor)
            #expect(
                (viewController.router as? ListProductsRouter)?.viewController === viewController
            )
        }

        @Test func viewDidLoadSendsTheRequestsTheScreenShows() async {
            viewController.viewDidLoad()
            await viewController.loadTask?.value

            #expect(interactor.fetchProductsCallCount == 1)
        }

        @Test func releasingTheScreenCancelsItsLoad() {
            var screen: ListProductsViewController? = ListProductsViewController()
            screen?.interactor = interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            #expect(loadTask?.isCancelled == true)
        }

        @Test func displayFetchProductsKeepsTheViewModel() {
            let viewModel = ListProductsModels.FetchProducts.ViewModel(
                products: [ProductViewModel.fixture()]
            )

            viewController.displayFetchProducts(viewModel: viewModel)

            #expect(viewController.fetchProductsViewModel == viewModel)
        }
    }
#endif
