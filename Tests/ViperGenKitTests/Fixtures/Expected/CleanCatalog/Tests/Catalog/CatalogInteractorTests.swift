import Foundation
import XCTest

@testable import CleanCatalog

final class CatalogInteractorTests: XCTestCase {
    @MainActor
    func testLoadProductsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .success([Product.fixture()])
        let request = CatalogModels.LoadProducts.Request(
            page: 1,
            pageSize: 1,
            date: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.interactor.loadProducts(request: request)

        XCTAssertEqual(harness.worker.loadProductsCallCount, 1)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.page, 1)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.pageSize, 1)
        XCTAssertEqual(
            harness.worker.loadProductsReceived.first?.date,
            Date(timeIntervalSince1970: 1)
        )
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.limit, 1)
        XCTAssertEqual(
            harness.worker.loadProductsReceived.first?.source,
            URL(fileURLWithPath: "/source")
        )
        let response = CatalogModels.LoadProducts.Response(products: [Product.fixture()])
        XCTAssertEqual(harness.presenter.presentLoadProductsReceived, [response])
        XCTAssertEqual(harness.interactor.products, [Product.fixture()])
    }

    @MainActor
    func testLoadProductsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.LoadProducts.Request(
            page: 1,
            pageSize: 1,
            date: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.interactor.loadProducts(request: request)

        XCTAssertEqual(harness.presenter.presentLoadProductsErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentLoadProductsErrors.first as? CatalogTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentLoadProductsReceived.isEmpty)
    }

    @MainActor
    func testProductPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.productResult = .success(Product.fixture())
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.interactor.product(request: request)

        XCTAssertEqual(harness.worker.productCallCount, 1)
        XCTAssertEqual(
            harness.worker.productReceived,
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
        let response = CatalogModels.ProductUseCase.Response(productResult: Product.fixture())
        XCTAssertEqual(harness.presenter.presentProductReceived, [response])
        XCTAssertEqual(harness.interactor.productResult, Product.fixture())
    }

    @MainActor
    func testProductPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.productResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.interactor.product(request: request)

        XCTAssertEqual(harness.presenter.presentProductErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentProductErrors.first as? CatalogTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentProductReceived.isEmpty)
    }

    @MainActor
    func testSearchPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.searchReturnValue = [Product.fixture()]
        let request = CatalogModels.Search.Request(query: "query", tags: ["tags"])

        await harness.interactor.search(request: request)

        XCTAssertEqual(harness.worker.searchCallCount, 1)
        XCTAssertEqual(harness.worker.searchReceived.first?.query, "query")
        XCTAssertEqual(harness.worker.searchReceived.first?.tags, ["tags"])
        let response = CatalogModels.Search.Response(searchResult: [Product.fixture()])
        XCTAssertEqual(harness.presenter.presentSearchReceived, [response])
        XCTAssertEqual(harness.interactor.searchResult, [Product.fixture()])
    }

    @MainActor
    func testFavouritePassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.interactor.favourite(request: request)

        XCTAssertEqual(harness.worker.favouriteCallCount, 1)
        XCTAssertEqual(harness.worker.favouriteReceived, [Product.fixture()])
        XCTAssertEqual(
            harness.presenter.presentFavouriteReceived,
            [CatalogModels.Favourite.Response()]
        )
    }

    @MainActor
    func testFavouritePresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.favouriteError = CatalogTestError.stubbed
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.interactor.favourite(request: request)

        XCTAssertEqual(harness.presenter.presentFavouriteErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentFavouriteErrors.first as? CatalogTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentFavouriteReceived.isEmpty)
    }

    @MainActor
    func testTagPassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.interactor.tag(request: request)

        XCTAssertEqual(harness.worker.tagCallCount, 1)
        XCTAssertEqual(harness.worker.tagReceived.first?.names, ["names"])
        XCTAssertEqual(harness.worker.tagReceived.first?.product, Product.fixture())
        XCTAssertEqual(harness.presenter.presentTagReceived, [CatalogModels.Tag.Response()])
    }

    @MainActor
    func testTagPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.tagError = CatalogTestError.stubbed
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.interactor.tag(request: request)

        XCTAssertEqual(harness.presenter.presentTagErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentTagErrors.first as? CatalogTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentTagReceived.isEmpty)
    }

    @MainActor
    func testStockLevelsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.stockLevelsResult = .success([:])
        let request = CatalogModels.StockLevels.Request()

        await harness.interactor.stockLevels(request: request)

        XCTAssertEqual(harness.worker.stockLevelsCallCount, 1)
        let response = CatalogModels.StockLevels.Response(levels: [:])
        XCTAssertEqual(harness.presenter.presentStockLevelsReceived, [response])
        XCTAssertEqual(harness.interactor.levels, [:])
    }

    @MainActor
    func testStockLevelsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.stockLevelsResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.StockLevels.Request()

        await harness.interactor.stockLevels(request: request)

        XCTAssertEqual(harness.presenter.presentStockLevelsErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentStockLevelsErrors.first as? CatalogTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentStockLevelsReceived.isEmpty)
    }

    @MainActor
    func testFilterTagsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.filterTagsReturnValue = ["filterTags"]
        let request = CatalogModels.FilterTags.Request(tags: ["tags"])

        harness.interactor.filterTags(request: request)

        XCTAssertEqual(harness.worker.filterTagsCallCount, 1)
        XCTAssertEqual(harness.worker.filterTagsReceived, [["tags"]])
        let response = CatalogModels.FilterTags.Response(tagsResult: ["filterTags"])
        XCTAssertEqual(harness.presenter.presentFilterTagsReceived, [response])
        XCTAssertEqual(harness.interactor.tagsResult, ["filterTags"])
    }

    @MainActor
    func testPriceRangePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.priceRangeResult = .success((min: 0, max: 0))
        let request = CatalogModels.PriceRange.Request()

        harness.interactor.priceRange(request: request)

        XCTAssertEqual(harness.worker.priceRangeCallCount, 1)
        XCTAssertEqual(harness.presenter.presentPriceRangeReceived.count, 1)
    }

    @MainActor
    func testPriceRangePresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.priceRangeResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.PriceRange.Request()

        harness.interactor.priceRange(request: request)

        XCTAssertEqual(harness.presenter.presentPriceRangeErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentPriceRangeErrors.first as? CatalogTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentPriceRangeReceived.isEmpty)
    }

    @MainActor
    func testRecentlyViewedProductIDsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.recentlyViewedProductIDsReturnValue = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        ]
        let request = CatalogModels.RecentlyViewedProductIDs.Request()

        harness.interactor.recentlyViewedProductIDs(request: request)

        XCTAssertEqual(harness.worker.recentlyViewedProductIDsCallCount, 1)
        let response = CatalogModels.RecentlyViewedProductIDs.Response(
            viewedProductIDs: [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
        XCTAssertEqual(harness.presenter.presentRecentlyViewedProductIDsReceived, [response])
        XCTAssertEqual(
            harness.interactor.viewedProductIDs,
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
    }
}

/// The interactor under test, wired to spies.
@MainActor
private struct Harness {
    let presenter = CatalogPresentationLogicSpy()
    let worker = CatalogWorkerSpy()
    let interactor: CatalogInteractor

    init() {
        interactor = CatalogInteractor(presenter: presenter, worker: worker)
    }
}
