import Foundation
import XCTest

@testable import CleanCatalog

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CatalogInteractorTests: XCTestCase {}

extension CatalogInteractorTests {
    // MARK: - Use cases

    @MainActor
    func testLoadProductsPresentsWhatTheWorkerReturns() async {
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

        await harness.interactor.loadProducts(request: request)

        XCTAssertEqual(harness.worker.loadProductsCallCount, 1)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.page, request.page)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.pageSize, request.pageSize)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.date, request.date)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.limit, request.limit)
        XCTAssertEqual(harness.worker.loadProductsReceived.first?.source, request.source)
        let response = CatalogModels.LoadProducts.Response(products: products)
        XCTAssertEqual(harness.presenter.presentLoadProductsReceived, [response])
        XCTAssertEqual(harness.interactor.products, products)
    }

    @MainActor
    func testLoadProductsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .failure(CatalogTestError.stubbed)
        let request = CatalogModels.LoadProducts.Request(
            page: 378,
            pageSize: 251,
            date: Date(timeIntervalSince1970: 1),
            limit: 240,
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
    func testLoadProductsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.loadProductsResult = .failure(CancellationError())
        let request = CatalogModels.LoadProducts.Request(
            page: 378,
            pageSize: 251,
            date: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        await harness.interactor.loadProducts(request: request)

        XCTAssertTrue(harness.presenter.presentLoadProductsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentLoadProductsReceived.isEmpty)
    }

    @MainActor
    func testProductPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let productResult: Product? = Product.fixture()
        harness.worker.productResult = .success(productResult)
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.interactor.product(request: request)

        XCTAssertEqual(harness.worker.productCallCount, 1)
        XCTAssertEqual(harness.worker.productReceived, [request.id])
        let response = CatalogModels.ProductUseCase.Response(productResult: productResult)
        XCTAssertEqual(harness.presenter.presentProductReceived, [response])
        XCTAssertEqual(harness.interactor.productResult, productResult)
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
    func testProductEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.productResult = .failure(CancellationError())
        let request = CatalogModels.ProductUseCase.Request(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        await harness.interactor.product(request: request)

        XCTAssertTrue(harness.presenter.presentProductErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentProductReceived.isEmpty)
    }

    @MainActor
    func testSearchPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let searchResult: [Product] = [Product.fixture()]
        harness.worker.searchReturnValue = searchResult
        let request = CatalogModels.Search.Request(query: "query", tags: ["tags"])

        await harness.interactor.search(request: request)

        XCTAssertEqual(harness.worker.searchCallCount, 1)
        XCTAssertEqual(harness.worker.searchReceived.first?.query, request.query)
        XCTAssertEqual(harness.worker.searchReceived.first?.tags, request.tags)
        let response = CatalogModels.Search.Response(searchResult: searchResult)
        XCTAssertEqual(harness.presenter.presentSearchReceived, [response])
        XCTAssertEqual(harness.interactor.searchResult, searchResult)
    }

    @MainActor
    func testFavouritePassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.interactor.favourite(request: request)

        XCTAssertEqual(harness.worker.favouriteCallCount, 1)
        XCTAssertEqual(harness.worker.favouriteReceived, [request.product])
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
    func testFavouriteEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.favouriteError = CancellationError()
        let request = CatalogModels.Favourite.Request(product: Product.fixture())

        await harness.interactor.favourite(request: request)

        XCTAssertTrue(harness.presenter.presentFavouriteErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentFavouriteReceived.isEmpty)
    }

    @MainActor
    func testTagPassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.interactor.tag(request: request)

        XCTAssertEqual(harness.worker.tagCallCount, 1)
        XCTAssertEqual(harness.worker.tagReceived.first?.names, request.names)
        XCTAssertEqual(harness.worker.tagReceived.first?.product, request.product)
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
    func testTagEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.tagError = CancellationError()
        let request = CatalogModels.Tag.Request(names: ["names"], product: Product.fixture())

        await harness.interactor.tag(request: request)

        XCTAssertTrue(harness.presenter.presentTagErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentTagReceived.isEmpty)
    }

    @MainActor
    func testObserveStockPassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = CatalogModels.ObserveStock.Request(onChange: ignoringArguments())

        await harness.interactor.observeStock(request: request)

        XCTAssertEqual(harness.worker.observeStockCallCount, 1)
        XCTAssertEqual(
            harness.presenter.presentObserveStockReceived,
            [CatalogModels.ObserveStock.Response()]
        )
    }

    @MainActor
    func testStockLevelsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let stockLevelsResult: [String: Int] = ["stockLevels": 218]
        harness.worker.stockLevelsResult = .success(stockLevelsResult)
        let request = CatalogModels.StockLevels.Request()

        await harness.interactor.stockLevels(request: request)

        XCTAssertEqual(harness.worker.stockLevelsCallCount, 1)
        let response = CatalogModels.StockLevels.Response(stockLevelsResult: stockLevelsResult)
        XCTAssertEqual(harness.presenter.presentStockLevelsReceived, [response])
        XCTAssertEqual(harness.interactor.stockLevelsResult, stockLevelsResult)
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
    func testStockLevelsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.stockLevelsResult = .failure(CancellationError())
        let request = CatalogModels.StockLevels.Request()

        await harness.interactor.stockLevels(request: request)

        XCTAssertTrue(harness.presenter.presentStockLevelsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentStockLevelsReceived.isEmpty)
    }

    @MainActor
    func testFilterTagsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let tagsResult: [String] = ["filterTags"]
        harness.worker.filterTagsReturnValue = tagsResult
        let request = CatalogModels.FilterTags.Request(tags: ["tags"])

        harness.interactor.filterTags(request: request)

        XCTAssertEqual(harness.worker.filterTagsCallCount, 1)
        XCTAssertEqual(harness.worker.filterTagsReceived, [request.tags])
        let response = CatalogModels.FilterTags.Response(tagsResult: tagsResult)
        XCTAssertEqual(harness.presenter.presentFilterTagsReceived, [response])
        XCTAssertEqual(harness.interactor.tagsResult, tagsResult)
    }

    @MainActor
    func testPriceRangePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let priceRangeResult: (min: Double, max: Double) = (min: 929, max: 437)
        harness.worker.priceRangeResult = .success(priceRangeResult)
        let request = CatalogModels.PriceRange.Request()

        harness.interactor.priceRange(request: request)

        XCTAssertEqual(harness.worker.priceRangeCallCount, 1)
        // The result is not Equatable: what is presented and kept must print as it does.
        let printed = String(describing: priceRangeResult)
        let presented = harness.presenter.presentPriceRangeReceived.map(\.priceRangeResult)
        XCTAssertEqual(presented.map { String(describing: $0) }, [printed])
        XCTAssertEqual(String(describing: harness.interactor.priceRangeResult), printed)
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
    func testPriceRangeEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.priceRangeResult = .failure(CancellationError())
        let request = CatalogModels.PriceRange.Request()

        harness.interactor.priceRange(request: request)

        XCTAssertTrue(harness.presenter.presentPriceRangeErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentPriceRangeReceived.isEmpty)
    }

    @MainActor
    func testRecentlyViewedProductIDsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let recentlyViewedProductIDsResult: [UUID] = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        ]
        harness.worker.recentlyViewedProductIDsReturnValue = recentlyViewedProductIDsResult
        let request = CatalogModels.RecentlyViewedProductIDs.Request()

        harness.interactor.recentlyViewedProductIDs(request: request)

        XCTAssertEqual(harness.worker.recentlyViewedProductIDsCallCount, 1)
        let response = CatalogModels.RecentlyViewedProductIDs.Response(
            recentlyViewedProductIDsResult: recentlyViewedProductIDsResult
        )
        XCTAssertEqual(harness.presenter.presentRecentlyViewedProductIDsReceived, [response])
        XCTAssertEqual(
            harness.interactor.recentlyViewedProductIDsResult,
            recentlyViewedProductIDsResult
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

/// A closure, of whatever parameters a request's closure takes, that ignores them: the sample
/// for a closure the interactor passes on to the worker.
private nonisolated func ignoringArguments<each T>() -> @Sendable (repeat each T) -> Void {
    { (_: repeat each T) in }
}
