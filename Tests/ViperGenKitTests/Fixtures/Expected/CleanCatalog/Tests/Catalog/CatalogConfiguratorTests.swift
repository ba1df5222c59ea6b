import Foundation
import XCTest

@testable import CleanCatalog

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CatalogConfiguratorTests: XCTestCase {
    @MainActor
    func testConfigureGivesTheRouterTheDataStore() async {
        let harness = Harness()

        XCTAssertTrue(harness.scene.router.dataStore === harness.scene.interactor)
    }
}

extension CatalogConfiguratorTests {
    // MARK: - Use cases

    @MainActor
    func testLoadProductsReachesTheDisplay() async {
        let harness = Harness()
        let products: [Product] = [Product.fixture()]
        harness.worker.loadProductsResult = .success(products)
        let request = CatalogModels.LoadProducts.Request(
            page: 378,
            pageSize: 251,
            date: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.scene.interactor.loadProducts(request: request)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        XCTAssertEqual(harness.display.displayLoadProductsReceived.count, 1)
        let shown = harness.display.displayLoadProductsReceived.last?.products
        XCTAssertEqual(shown?.map(\.title), products.map(\.title))
        XCTAssertEqual(shown?.map(\.isFeatured), products.map(\.isFeatured))
        XCTAssertEqual(harness.scene.router.dataStore?.products, products)
    }

    @MainActor
    func testLoadProductsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.LoadProducts.Request(
            page: 378,
            pageSize: 251,
            date: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.scene.interactor.loadProducts(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadProductsReceived.isEmpty)
    }

    @MainActor
    func testLoadProductsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .failure(CancellationError())
        let request = CatalogModels.LoadProducts.Request(
            page: 378,
            pageSize: 251,
            date: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.scene.interactor.loadProducts(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testProductReachesTheDisplay() async {
        let harness = Harness()
        let productResult: Product? = Product.fixture()
        harness.worker.productResult = .success(productResult)
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.scene.interactor.product(request: request)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        XCTAssertEqual(harness.display.displayProductReceived.count, 1)
        let shown = harness.display.displayProductReceived.last?.productResult
        XCTAssertEqual(shown?.title, productResult?.title)
        XCTAssertEqual(shown?.isFeatured, productResult?.isFeatured)
        XCTAssertEqual(harness.scene.router.dataStore?.productResult, productResult)
    }

    @MainActor
    func testProductFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.productResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.scene.interactor.product(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayProductReceived.isEmpty)
    }

    @MainActor
    func testProductCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.productResult = .failure(CancellationError())
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.scene.interactor.product(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testSearchReachesTheDisplay() async {
        let harness = Harness()
        let searchResult: [Product] = [Product.fixture()]
        harness.worker.searchReturnValue = searchResult
        let request = CatalogModels.Search.Request(query: "query", tags: ["tags"])

        await harness.scene.interactor.search(request: request)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        XCTAssertEqual(harness.display.displaySearchReceived.count, 1)
        let shown = harness.display.displaySearchReceived.last?.searchResult
        XCTAssertEqual(shown?.map(\.title), searchResult.map(\.title))
        XCTAssertEqual(shown?.map(\.isFeatured), searchResult.map(\.isFeatured))
        XCTAssertEqual(harness.scene.router.dataStore?.searchResult, searchResult)
    }

    @MainActor
    func testFavouriteReachesTheDisplay() async {
        let harness = Harness()
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.scene.interactor.favourite(request: request)

        XCTAssertEqual(
            harness.display.displayFavouriteReceived,
            [CatalogModels.Favourite.ViewModel()]
        )
    }

    @MainActor
    func testFavouriteFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.favouriteError = CatalogTestError.stubbed
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.scene.interactor.favourite(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFavouriteReceived.isEmpty)
    }

    @MainActor
    func testFavouriteCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.favouriteError = CancellationError()
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.scene.interactor.favourite(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testTagReachesTheDisplay() async {
        let harness = Harness()
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.scene.interactor.tag(request: request)

        XCTAssertEqual(harness.display.displayTagReceived, [CatalogModels.Tag.ViewModel()])
    }

    @MainActor
    func testTagFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.tagError = CatalogTestError.stubbed
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.scene.interactor.tag(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayTagReceived.isEmpty)
    }

    @MainActor
    func testTagCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.tagError = CancellationError()
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.scene.interactor.tag(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testStockLevelsReachesTheDisplay() async {
        let harness = Harness()
        let stockLevelsResult: [String: Int] = ["stockLevels": 218]
        harness.worker.stockLevelsResult = .success(stockLevelsResult)
        let request = CatalogModels.StockLevels.Request()

        await harness.scene.interactor.stockLevels(request: request)

        let viewModel = CatalogModels.StockLevels.ViewModel(stockLevelsResult: stockLevelsResult)
        XCTAssertEqual(harness.display.displayStockLevelsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.stockLevelsResult, stockLevelsResult)
    }

    @MainActor
    func testStockLevelsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.stockLevelsResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.StockLevels.Request()

        await harness.scene.interactor.stockLevels(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayStockLevelsReceived.isEmpty)
    }

    @MainActor
    func testStockLevelsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.stockLevelsResult = .failure(CancellationError())
        let request = CatalogModels.StockLevels.Request()

        await harness.scene.interactor.stockLevels(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testFilterTagsReachesTheDisplay() async {
        let harness = Harness()
        let tagsResult: [String] = ["filterTags"]
        harness.worker.filterTagsReturnValue = tagsResult
        let request = CatalogModels.FilterTags.Request(tags: ["tags"])

        harness.scene.interactor.filterTags(request: request)

        let viewModel = CatalogModels.FilterTags.ViewModel(tagsResult: tagsResult)
        XCTAssertEqual(harness.display.displayFilterTagsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.tagsResult, tagsResult)
    }

    @MainActor
    func testPriceRangeReachesTheDisplay() async {
        let harness = Harness()
        let priceRangeResult: (min: Double, max: Double) = (min: 929, max: 437)
        harness.worker.priceRangeResult = .success(priceRangeResult)
        let request = CatalogModels.PriceRange.Request()

        harness.scene.interactor.priceRange(request: request)

        XCTAssertEqual(harness.display.displayPriceRangeReceived.count, 1)
    }

    @MainActor
    func testPriceRangeFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.priceRangeResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.PriceRange.Request()

        harness.scene.interactor.priceRange(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayPriceRangeReceived.isEmpty)
    }

    @MainActor
    func testPriceRangeCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.priceRangeResult = .failure(CancellationError())
        let request = CatalogModels.PriceRange.Request()

        harness.scene.interactor.priceRange(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testRecentlyViewedProductIDsReachesTheDisplay() async {
        let harness = Harness()
        let recentlyViewedProductIDsResult: [UUID] = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        ]
        harness.worker.recentlyViewedProductIDsReturnValue = recentlyViewedProductIDsResult
        let request = CatalogModels.RecentlyViewedProductIDs.Request()

        harness.scene.interactor.recentlyViewedProductIDs(request: request)

        let viewModel = CatalogModels.RecentlyViewedProductIDs.ViewModel(
            recentlyViewedProductIDsResult: recentlyViewedProductIDsResult
        )
        XCTAssertEqual(harness.display.displayRecentlyViewedProductIDsReceived, [viewModel])
        XCTAssertEqual(
            harness.scene.router.dataStore?.recentlyViewedProductIDsResult,
            recentlyViewedProductIDsResult
        )
    }
}

/// The scene as the configurator wires it, around a display spy and a worker spy.
@MainActor
private struct Harness {
    let display = CatalogDisplayLogicSpy()
    let worker = CatalogWorkerSpy()
    let scene: (interactor: CatalogInteractor, router: CatalogRouter)

    init() {
        scene = CatalogConfigurator.configure(display: display, worker: worker)
    }
}
