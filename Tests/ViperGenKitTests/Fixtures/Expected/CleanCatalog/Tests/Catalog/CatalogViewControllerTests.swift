#if canImport(UIKit)
    import XCTest

    @testable import CleanCatalog

    /// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
    /// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
    nonisolated final class CatalogViewControllerTests: XCTestCase {
        @MainActor
        func testMakeViewControllerWiresTheScene() async {
            let viewController = CatalogConfigurator.makeViewController(worker: CatalogWorkerSpy())

            XCTAssertTrue(viewController.interactor is CatalogInteractor)
            XCTAssertTrue(viewController.router?.dataStore === viewController.interactor)
            XCTAssertTrue(
                (viewController.router as? CatalogRouter)?.viewController === viewController
            )
        }

        @MainActor
        func testViewDidLoadSendsTheRequestsTheScreenShows() async {
            let harness = Harness()

            harness.viewController.viewDidLoad()
            await harness.viewController.loadTask?.value

            XCTAssertEqual(harness.interactor.loadProductsCallCount, 1)
            XCTAssertEqual(harness.interactor.stockLevelsCallCount, 1)
            XCTAssertEqual(harness.interactor.priceRangeCallCount, 1)
            XCTAssertEqual(harness.interactor.recentlyViewedProductIDsCallCount, 1)
        }

        @MainActor
        func testReleasingTheScreenCancelsItsLoad() async {
            let harness = Harness()
            var screen: CatalogViewController? = CatalogViewController()
            screen?.interactor = harness.interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            XCTAssertEqual(loadTask?.isCancelled, true)
        }

        @MainActor
        func testDisplayLoadProductsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.LoadProducts.ViewModel(products: [ProductRow.fixture()])

            harness.viewController.displayLoadProducts(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.loadProductsViewModel, viewModel)
        }

        @MainActor
        func testDisplayProductKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.ProductUseCase.ViewModel(
                productResult: ProductRow.fixture()
            )

            harness.viewController.displayProduct(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.productViewModel, viewModel)
        }

        @MainActor
        func testDisplaySearchKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.Search.ViewModel(searchResult: [ProductRow.fixture()])

            harness.viewController.displaySearch(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.searchViewModel, viewModel)
        }

        @MainActor
        func testDisplayFavouriteKeepsTheViewModel() async {
            let harness = Harness()

            harness.viewController.displayFavourite(viewModel: CatalogModels.Favourite.ViewModel())

            XCTAssertEqual(
                harness.viewController.favouriteViewModel,
                CatalogModels.Favourite.ViewModel()
            )
        }

        @MainActor
        func testDisplayTagKeepsTheViewModel() async {
            let harness = Harness()

            harness.viewController.displayTag(viewModel: CatalogModels.Tag.ViewModel())

            XCTAssertEqual(harness.viewController.tagViewModel, CatalogModels.Tag.ViewModel())
        }

        @MainActor
        func testDisplayObserveStockKeepsTheViewModel() async {
            let harness = Harness()

            harness.viewController.displayObserveStock(
                viewModel: CatalogModels.ObserveStock.ViewModel()
            )

            XCTAssertEqual(
                harness.viewController.observeStockViewModel,
                CatalogModels.ObserveStock.ViewModel()
            )
        }

        @MainActor
        func testDisplayStockLevelsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.StockLevels.ViewModel(
                stockLevelsResult: ["stockLevels": 218]
            )

            harness.viewController.displayStockLevels(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.stockLevelsViewModel, viewModel)
        }

        @MainActor
        func testDisplayFilterTagsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.FilterTags.ViewModel(tagsResult: ["filterTags"])

            harness.viewController.displayFilterTags(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.filterTagsViewModel, viewModel)
        }

        @MainActor
        func testDisplayPriceRangeKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.PriceRange.ViewModel(
                priceRangeResult: (min: 929, max: 437)
            )

            harness.viewController.displayPriceRange(viewModel: viewModel)

            XCTAssertNotNil(harness.viewController.priceRangeViewModel)
        }

        @MainActor
        func testDisplayRecentlyViewedProductIDsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CatalogModels.RecentlyViewedProductIDs.ViewModel(
                recentlyViewedProductIDsResult: [
                    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
                ]
            )

            harness.viewController.displayRecentlyViewedProductIDs(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.recentlyViewedProductIDsViewModel, viewModel)
        }
    }

    /// The view controller under test, wired to spies.
    @MainActor
    private struct Harness {
        let interactor = CatalogBusinessLogicSpy()
        let router = CatalogRoutingLogicSpy()
        let viewController = CatalogViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }
    }
#endif
