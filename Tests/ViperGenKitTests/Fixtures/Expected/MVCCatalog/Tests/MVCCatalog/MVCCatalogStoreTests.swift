import Foundation
import XCTest

@testable import MVCCatalog

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again. (XCTest on Linux cannot run a
/// synchronous `@MainActor` test, so those enter the main actor with `assumeIsolated`.)
nonisolated final class MVCCatalogStoreTests: XCTestCase {}

nonisolated extension MVCCatalogStoreTests {
    // MARK: - Use cases

    @MainActor
    func testLoadProductsKeepsTheResult() async {
        let harness = Harness()
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")
        let products: [Product] = [Product.fixture()]
        harness.service.loadProductsResult = .success(products)

        await harness.store.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        XCTAssertEqual(harness.store.products, products)
        XCTAssertEqual(harness.service.loadProductsCallCount, 1)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.page, page)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.pageSize, pageSize)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.date, date)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.limit, limit)
        XCTAssertEqual(harness.service.loadProductsReceived.last?.source, source)
    }

    @MainActor
    func testLoadProductsShowsServiceErrors() async {
        let harness = Harness()
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")
        let failure = MVCCatalogTestError.stubbed
        harness.service.loadProductsResult = .failure(failure)

        await harness.store.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.products, [])
    }

    @MainActor
    func testLoadProductsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")
        harness.service.loadProductsResult = .failure(CancellationError())

        await harness.store.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        XCTAssertNil(harness.store.errorMessage)
    }

    @MainActor
    func testProductKeepsTheResult() async {
        let harness = Harness()
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let productResult: Product? = Product.fixture()
        harness.service.productResult = .success(productResult)

        await harness.store.product(with: id)

        XCTAssertEqual(harness.store.productResult, productResult)
        XCTAssertEqual(harness.service.productCallCount, 1)
        XCTAssertEqual(harness.service.productReceived.last, id)
    }

    @MainActor
    func testProductShowsServiceErrors() async {
        let harness = Harness()
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let failure = MVCCatalogTestError.stubbed
        harness.service.productResult = .failure(failure)

        await harness.store.product(with: id)

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertNil(harness.store.productResult)
    }

    @MainActor
    func testProductEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        harness.service.productResult = .failure(CancellationError())

        await harness.store.product(with: id)

        XCTAssertNil(harness.store.errorMessage)
    }

    @MainActor
    func testSearchKeepsTheResult() async {
        let harness = Harness()
        let query: String = "query"
        let tags: [String] = ["tags"]
        let searchResult: [Product] = [Product.fixture()]
        harness.service.searchReturnValue = searchResult

        await harness.store.search(query, in: tags)

        XCTAssertEqual(harness.store.searchResult, searchResult)
        XCTAssertEqual(harness.service.searchCallCount, 1)
        XCTAssertEqual(harness.service.searchReceived.last?.query, query)
        XCTAssertEqual(harness.service.searchReceived.last?.tags, tags)
    }

    @MainActor
    func testFavouriteLoadsTheScreenAgain() async {
        let harness = Harness()
        let product: Product = Product.fixture()
        let loadProductsStub: [Product] = [Product.fixture()]
        harness.service.loadProductsResult = .success(loadProductsStub)
        let stockLevelsStub: [String: Int] = ["stockLevels": 218]
        harness.service.stockLevelsResult = .success(stockLevelsStub)
        let priceRangeStub: (min: Double, max: Double) = (min: 929, max: 437)
        harness.service.priceRangeResult = .success(priceRangeStub)

        await harness.store.favourite(product)

        XCTAssertEqual(harness.service.favouriteCallCount, 1)
        XCTAssertEqual(harness.service.favouriteReceived.last, product)
        XCTAssertEqual(harness.service.loadProductsCallCount, 1)
        XCTAssertEqual(harness.store.products, loadProductsStub)
        XCTAssertEqual(harness.service.stockLevelsCallCount, 1)
        XCTAssertEqual(harness.store.stockLevelsResult, stockLevelsStub)
        XCTAssertEqual(harness.service.priceRangeCallCount, 1)
    }

    @MainActor
    func testFavouriteShowsServiceErrors() async {
        let harness = Harness()
        let product: Product = Product.fixture()
        let failure = MVCCatalogTestError.stubbed
        harness.service.favouriteError = failure

        await harness.store.favourite(product)

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.service.loadProductsCallCount, 0)
        XCTAssertEqual(harness.service.stockLevelsCallCount, 0)
        XCTAssertEqual(harness.service.priceRangeCallCount, 0)
    }

    @MainActor
    func testFavouriteEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        let product: Product = Product.fixture()
        harness.service.favouriteError = CancellationError()

        await harness.store.favourite(product)

        XCTAssertNil(harness.store.errorMessage)
    }

    @MainActor
    func testStockLevelsKeepsTheResult() async {
        let harness = Harness()
        let stockLevelsResult: [String: Int] = ["stockLevels": 218]
        harness.service.stockLevelsResult = .success(stockLevelsResult)

        await harness.store.stockLevels()

        XCTAssertEqual(harness.store.stockLevelsResult, stockLevelsResult)
        XCTAssertEqual(harness.service.stockLevelsCallCount, 1)
    }

    @MainActor
    func testStockLevelsShowsServiceErrors() async {
        let harness = Harness()
        let failure = MVCCatalogTestError.stubbed
        harness.service.stockLevelsResult = .failure(failure)

        await harness.store.stockLevels()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.stockLevelsResult, [:])
    }

    @MainActor
    func testStockLevelsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.stockLevelsResult = .failure(CancellationError())

        await harness.store.stockLevels()

        XCTAssertNil(harness.store.errorMessage)
    }

    func testFilterTagsKeepsTheResult() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let tags: [String] = ["tags"]
            let tagsResult: [String] = ["filterTags"]
            harness.service.filterTagsReturnValue = tagsResult

            harness.store.filterTags(tags: tags)

            XCTAssertEqual(harness.store.tagsResult, tagsResult)
            XCTAssertEqual(harness.service.filterTagsCallCount, 1)
            XCTAssertEqual(harness.service.filterTagsReceived.last, tags)
        }
    }

    func testPriceRangeCallsTheService() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let priceRangeResult: (min: Double, max: Double) = (min: 929, max: 437)
            harness.service.priceRangeResult = .success(priceRangeResult)

            harness.store.priceRange()

            XCTAssertEqual(harness.service.priceRangeCallCount, 1)
        }
    }

    func testPriceRangeShowsServiceErrors() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let failure = MVCCatalogTestError.stubbed
            harness.service.priceRangeResult = .failure(failure)

            harness.store.priceRange()

            XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        }
    }

    func testPriceRangeEndsSilentlyWhenCancelled() {
        MainActor.assumeIsolated {
            let harness = Harness()
            harness.service.priceRangeResult = .failure(CancellationError())

            harness.store.priceRange()

            XCTAssertNil(harness.store.errorMessage)
        }
    }

    @MainActor
    func testRefreshLoadsTheScreenAgain() async {
        let harness = Harness()
        let completion: @Sendable () -> Void = ignoringArguments()
        let loadProductsStub: [Product] = [Product.fixture()]
        harness.service.loadProductsResult = .success(loadProductsStub)
        let stockLevelsStub: [String: Int] = ["stockLevels": 218]
        harness.service.stockLevelsResult = .success(stockLevelsStub)
        let priceRangeStub: (min: Double, max: Double) = (min: 929, max: 437)
        harness.service.priceRangeResult = .success(priceRangeStub)

        await harness.store.refresh(completion: completion)

        XCTAssertEqual(harness.service.refreshCallCount, 1)
        XCTAssertEqual(harness.service.loadProductsCallCount, 1)
        XCTAssertEqual(harness.store.products, loadProductsStub)
        XCTAssertEqual(harness.service.stockLevelsCallCount, 1)
        XCTAssertEqual(harness.store.stockLevelsResult, stockLevelsStub)
        XCTAssertEqual(harness.service.priceRangeCallCount, 1)
    }
}

#if canImport(SwiftUI)
    /// The screen builds as content, which a parent pushes onto its stack and whose own pushes
    /// go onto that stack, and as the root of a stack of its own around that content.
    nonisolated final class MVCCatalogScreenTests: XCTestCase {
        func testTheScreenBuildsAsContentAndAsRoot() {
            MainActor.assumeIsolated {
                let content = MVCCatalogScreen(
                    store: MVCCatalogStore(service: MVCCatalogServiceSpy())
                )
                let root = MVCCatalogRootScreen(
                    store: MVCCatalogStore(service: MVCCatalogServiceSpy())
                )

                XCTAssertTrue(type(of: root.content) == type(of: content))
            }
        }
    }
#endif

/// Each route that leads on shows its destination: it pushes a step onto the stack the
/// screen is in.
nonisolated final class MVCCatalogNavigationTests: XCTestCase {
    func testShowProductShowsItsDestination() {
        MainActor.assumeIsolated {
            let navigation = MVCCatalogNavigation()
            let product: ProductRow = ProductRow.fixture()
            let animated: Bool = true

            navigation.showProduct(product, animated: animated)

            XCTAssertNotNil(navigation.step)
            guard case .showProduct? = navigation.step?.destination else {
                XCTFail("showProduct did not show its destination")
                return
            }
        }
    }

    func testShowFiltersShowsItsDestination() {
        MainActor.assumeIsolated {
            let navigation = MVCCatalogNavigation()

            navigation.showFilters()

            XCTAssertNotNil(navigation.step)
            guard case .showFilters? = navigation.step?.destination else {
                XCTFail("showFilters did not show its destination")
                return
            }
        }
    }

    func testStepsAreToldApartByIdentity() {
        MainActor.assumeIsolated {
            let navigation = MVCCatalogNavigation()

            navigation.showProduct(ProductRow.fixture(), animated: true)
            let first = navigation.step
            navigation.showProduct(ProductRow.fixture(), animated: true)
            let second = navigation.step

            XCTAssertNotEqual(first, second)
            XCTAssertNotEqual(first?.hashValue, second?.hashValue)
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

/// A closure, of whatever parameters a use case's closure takes, that ignores them: the sample
/// for a closure the store passes on to the service.
private nonisolated func ignoringArguments<each T>() -> @Sendable (repeat each T) -> Void {
    { (_: repeat each T) in }
}
