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
            #expect((viewController.router as? ListProductsRouter)?.display === viewController)
        }

        @Test func loadSendsTheRequestsTheScreenShows() async {
            await viewController.load()

            #expect(interactor.fetchProductsCallCount == 1)
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
