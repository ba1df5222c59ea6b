import Foundation
import XCTest

@testable import MVCCatalog

final class MVCCatalogStoreTests: XCTestCase {
    @MainActor
    func testLoadProductsKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.loadProductsResult = .success([Product.fixture()])

        let products = try await harness.store.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        XCTAssertEqual(products, [Product.fixture()])
        XCTAssertEqual(harness.store.products, [Product.fixture()])
        XCTAssertEqual(harness.service.loadProductsCallCount, 1)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.page, 1)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.pageSize, 1)
        XCTAssertEqual(
            harness.service.loadProductsReceived.last?.date,
            Date(timeIntervalSince1970: 1)
        )
        XCTAssertEqual(harness.service.loadProductsReceived.last?.limit, 1)
        XCTAssertEqual(
            harness.service.loadProductsReceived.last?.source,
            URL(fileURLWithPath: "/source")
        )
    }

    @MainActor
    func testLoadProductsPassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.loadProductsResult = .failure(MVCCatalogTestError.stubbed)

        do {
            try await harness.store.loadProducts(
                page: 1,
                pageSize: 1,
                since: Date(timeIntervalSince1970: 1),
                limit: 1,
                source: URL(fileURLWithPath: "/source")
            )
            XCTFail("loadProducts did not throw")
        } catch {
            XCTAssertEqual(error as? MVCCatalogTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.products, [])
    }

    @MainActor
    func testProductKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.productResult = .success(Product.fixture())

        let productResult = try await harness.store.product(
            with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        XCTAssertEqual(productResult, Product.fixture())
        XCTAssertEqual(harness.store.productResult, Product.fixture())
        XCTAssertEqual(harness.service.productCallCount, 1)
        XCTAssertEqual(
            harness.service.productReceived.last,
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )
    }

    @MainActor
    func testProductPassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.productResult = .failure(MVCCatalogTestError.stubbed)

        do {
            try await harness.store.product(
                with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
            )
            XCTFail("product did not throw")
        } catch {
            XCTAssertEqual(error as? MVCCatalogTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.productResult, nil)
    }

    @MainActor
    func testSearchKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.searchReturnValue = [Product.fixture()]

        let searchResult = await harness.store.search("query", in: ["tags"])

        XCTAssertEqual(searchResult, [Product.fixture()])
        XCTAssertEqual(harness.store.searchResult, [Product.fixture()])
        XCTAssertEqual(harness.service.searchCallCount, 1)
        XCTAssertEqual(harness.service.searchReceived.last?.query, "query")
        XCTAssertEqual(harness.service.searchReceived.last?.tags, ["tags"])
    }

    @MainActor
    func testFavouriteCallsTheService() async throws {
        let harness = Harness()

        try await harness.store.favourite(Product.fixture())

        XCTAssertEqual(harness.service.favouriteCallCount, 1)
        XCTAssertEqual(harness.service.favouriteReceived.last, Product.fixture())
    }

    @MainActor
    func testFavouritePassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.favouriteError = MVCCatalogTestError.stubbed

        do {
            try await harness.store.favourite(Product.fixture())
            XCTFail("favourite did not throw")
        } catch {
            XCTAssertEqual(error as? MVCCatalogTestError, .stubbed)
        }
    }

    @MainActor
    func testStockLevelsKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.stockLevelsResult = .success([:])

        let levels = try await harness.store.stockLevels()

        XCTAssertEqual(levels, [:])
        XCTAssertEqual(harness.store.levels, [:])
        XCTAssertEqual(harness.service.stockLevelsCallCount, 1)
    }

    @MainActor
    func testStockLevelsPassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.stockLevelsResult = .failure(MVCCatalogTestError.stubbed)

        do {
            try await harness.store.stockLevels()
            XCTFail("stockLevels did not throw")
        } catch {
            XCTAssertEqual(error as? MVCCatalogTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.levels, [:])
    }

    @MainActor
    func testFilterTagsKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.filterTagsReturnValue = ["filterTags"]

        let tagsResult = harness.store.filterTags(tags: ["tags"])

        XCTAssertEqual(tagsResult, ["filterTags"])
        XCTAssertEqual(harness.store.tagsResult, ["filterTags"])
        XCTAssertEqual(harness.service.filterTagsCallCount, 1)
        XCTAssertEqual(harness.service.filterTagsReceived.last, ["tags"])
    }

    @MainActor
    func testPriceRangeCallsTheService() async throws {
        let harness = Harness()
        harness.service.priceRangeResult = .success((min: 0, max: 0))

        try harness.store.priceRange()

        XCTAssertEqual(harness.service.priceRangeCallCount, 1)
    }

    @MainActor
    func testPriceRangePassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.priceRangeResult = .failure(MVCCatalogTestError.stubbed)

        do {
            try harness.store.priceRange()
            XCTFail("priceRange did not throw")
        } catch {
            XCTAssertEqual(error as? MVCCatalogTestError, .stubbed)
        }
    }
}

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = MVCCatalogServiceSpy()
    let store: MVCCatalogStore

    init() {
        store = MVCCatalogStore(service: service)
    }
}
