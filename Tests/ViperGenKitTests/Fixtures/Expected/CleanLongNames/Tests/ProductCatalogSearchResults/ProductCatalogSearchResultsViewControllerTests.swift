#if canImport(UIKit)
    import Foundation
    import Testing

    @testable import CleanLongNames

    @MainActor
    struct ProductCatalogSearchResultsViewControllerTests {
        private let interactor = ProductCatalogSearchResultsBusinessLogicSpy()
        private let router = ProductCatalogSearchResultsRoutingLogicSpy()
        private let viewController = ProductCatalogSearchResultsViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }

        @Test func makeViewControllerWiresTheScene() {
            let viewController = ProductCatalogSearchResultsConfigurator.makeViewController(
                worker: ProductCatalogSearchResultsWorkerSpy()
            )

            #expect(viewController.interactor is ProductCatalogSearchResultsInteractor)
            #expect(viewController.router?.dataStore === viewController.interactor)
            #expect(
                (viewController.router as? ProductCatalogSearchResultsRouter)?.viewController
                    === viewController
            )
        }

        @Test func viewDidLoadSendsTheRequestsTheScreenShows() async {
            viewController.viewDidLoad()
            await viewController.loadTask?.value

            #expect(interactor.fetchProductCatalogSearchResultsCallCount == 1)
        }

        @Test func releasingTheScreenCancelsItsLoad() {
            var screen: ProductCatalogSearchResultsViewController? =
                ProductCatalogSearchResultsViewController()
            screen?.interactor = interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            #expect(loadTask?.isCancelled == true)
        }

        @Test func displayFetchProductCatalogSearchResultsKeepsTheViewModel() {
            let viewModel = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults
                .ViewModel(productCatalogSearchResults: [ProductRow.fixture()])

            viewController.displayFetchProductCatalogSearchResults(viewModel: viewModel)

            #expect(viewController.fetchProductCatalogSearchResultsViewModel == viewModel)
        }

        @Test func displayRefineProductCatalogSearchResultsKeepsTheViewModel() {
            let viewModel = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults
                .ViewModel(refineProductCatalogSearchResultsResult: [ProductRow.fixture()])

            viewController.displayRefineProductCatalogSearchResults(viewModel: viewModel)

            #expect(viewController.refineProductCatalogSearchResultsViewModel == viewModel)
        }
    }
#endif
