import Foundation
import XCTest

@testable import CleanCatalog

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
final class CatalogConfiguratorTests: XCTestCase {
    @MainActor
    func testConfigureGivesTheRouterTheDisplayAndTheDataStore() async {
        let harness = Harness()

        XCTAssertTrue(harness.scene.router.display === harness.display)
        XCTAssertTrue(harness.scene.router.dataStore === harness.scene.interactor)
    }

    @MainActor
    func testLoadProductsReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .success([Product.fixture()])
        let request = CatalogModels.LoadProducts.Request(
            page: 1,
            pageSize: 1,
            date: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.scene.interactor.loadProducts(request: request)

        let viewModel = CatalogModels.LoadProducts.ViewModel(products: [ProductRow.fixture()])
        XCTAssertEqual(harness.display.displayLoadProductsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.products, [Product.fixture()])
    }

    @MainActor
    func testLoadProductsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.LoadProducts.Request(
            page: 1,
            pageSize: 1,
            date: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.scene.interactor.loadProducts(request: request)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadProductsReceived.isEmpty)
    }

    @MainActor
    func testProductReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.productResult = .success(Product.fixture())
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.scene.interactor.product(request: request)

        let viewModel = CatalogModels.ProductUseCase.ViewModel(productResult: ProductRow.fixture())
        XCTAssertEqual(harness.display.displayProductReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.productResult, Product.fixture())
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
    func testSearchReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.searchReturnValue = [Product.fixture()]
        let request = CatalogModels.Search.Request(query: "query", tags: ["tags"])

        await harness.scene.interactor.search(request: request)

        let viewModel = CatalogModels.Search.ViewModel(searchResult: [ProductRow.fixture()])
        XCTAssertEqual(harness.display.displaySearchReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.searchResult, [Product.fixture()])
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
    func testStockLevelsReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.stockLevelsResult = .success([:])
        let request = CatalogModels.StockLevels.Request()

        await harness.scene.interactor.stockLevels(request: request)

        let viewModel = CatalogModels.StockLevels.ViewModel(levels: [:])
        XCTAssertEqual(harness.display.displayStockLevelsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.levels, [:])
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
    func testFilterTagsReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.filterTagsReturnValue = ["filterTags"]
        let request = CatalogModels.FilterTags.Request(tags: ["tags"])

        harness.scene.interactor.filterTags(request: request)

        let viewModel = CatalogModels.FilterTags.ViewModel(tagsResult: ["filterTags"])
        XCTAssertEqual(harness.display.displayFilterTagsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.tagsResult, ["filterTags"])
    }

    @MainActor
    func testPriceRangeReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.priceRangeResult = .success((min: 0, max: 0))
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
    func testRecentlyViewedProductIDsReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.recentlyViewedProductIDsReturnValue = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        ]
        let request = CatalogModels.RecentlyViewedProductIDs.Request()

        harness.scene.interactor.recentlyViewedProductIDs(request: request)

        let viewModel = CatalogModels.RecentlyViewedProductIDs.ViewModel(
            viewedProductIDs: [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
        XCTAssertEqual(harness.display.displayRecentlyViewedProductIDsReceived, [viewModel])
        XCTAssertEqual(
            harness.scene.router.dataStore?.viewedProductIDs,
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
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
