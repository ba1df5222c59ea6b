import Foundation
import XCTest

@testable import MVVMCatalog

nonisolated final class CatalogViewModelTests: XCTestCase {
    @MainActor
    func testOnAppearLoadsTheScreen() async {
        let harness = Harness()
        harness.service.loadProductsResult = .success([Product.fixture()])
        harness.service.stockLevelsResult = .success(["stockLevels": 218])
        harness.service.priceRangeResult = .success((min: 929, max: 437))

        await harness.viewModel.onAppear()

        XCTAssertEqual(harness.service.loadProductsCallCount, 1)
        XCTAssertEqual(harness.service.stockLevelsCallCount, 1)
        XCTAssertEqual(harness.service.priceRangeCallCount, 1)
    }
}

extension CatalogViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testLoadProductsPublishesTheResult() async {
        let harness = Harness()
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")
        harness.service.loadProductsResult = .success([Product.fixture()])

        await harness.viewModel.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        XCTAssertEqual(harness.service.loadProductsCallCount, 1)
        XCTAssertEqual(harness.service.loadProductsReceived.first?.page, page)
        XCTAssertEqual(harness.service.loadProductsReceived.first?.pageSize, pageSize)
        XCTAssertEqual(harness.service.loadProductsReceived.first?.date, date)
        XCTAssertEqual(harness.service.loadProductsReceived.first?.limit, limit)
        XCTAssertEqual(harness.service.loadProductsReceived.first?.source, source)
        XCTAssertEqual(harness.viewModel.state.products.map(\.title), [Product.fixture().title])
        XCTAssertEqual(
            harness.viewModel.state.products.map(\.isFeatured),
            [Product.fixture().isFeatured]
        )
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadProductsPublishesAnError() async {
        let harness = Harness()
        let error = CatalogTestError.stubbed
        harness.service.loadProductsResult = .failure(error)

        await harness.viewModel.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.products, CatalogState().products)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadProductsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadProductsResult = .failure(CancellationError())

        await harness.viewModel.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadProductsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadProductsResult = .success([Product.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testProductPublishesTheResult() async {
        let harness = Harness()
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        harness.service.productResult = .success(Product.fixture())

        await harness.viewModel.product(with: id)

        XCTAssertEqual(harness.service.productCallCount, 1)
        XCTAssertEqual(harness.service.productReceived, [id])
        XCTAssertEqual(harness.viewModel.state.productResult?.title, Product.fixture().title)
        XCTAssertEqual(
            harness.viewModel.state.productResult?.isFeatured,
            Product.fixture().isFeatured
        )
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testProductPublishesAnError() async {
        let harness = Harness()
        let error = CatalogTestError.stubbed
        harness.service.productResult = .failure(error)

        await harness.viewModel.product(
            with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.productResult, CatalogState().productResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testProductEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.productResult = .failure(CancellationError())

        await harness.viewModel.product(
            with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testProductShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.productResult = .success(Product.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.product(
                with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
            )
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testSearchPublishesTheResult() async {
        let harness = Harness()
        let query: String = "query"
        let tags: [String] = ["tags"]
        harness.service.searchReturnValue = [Product.fixture()]

        await harness.viewModel.search(query, in: tags)

        XCTAssertEqual(harness.service.searchCallCount, 1)
        XCTAssertEqual(harness.service.searchReceived.first?.query, query)
        XCTAssertEqual(harness.service.searchReceived.first?.tags, tags)
        XCTAssertEqual(harness.viewModel.state.searchResult.map(\.title), [Product.fixture().title])
        XCTAssertEqual(
            harness.viewModel.state.searchResult.map(\.isFeatured),
            [Product.fixture().isFeatured]
        )
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testSearchShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.searchReturnValue = [Product.fixture()]
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.search("query", in: ["tags"])
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFavouriteCallsTheService() async {
        let harness = Harness()
        let product: Product = Product.fixture()

        await harness.viewModel.favourite(product)

        XCTAssertEqual(harness.service.favouriteCallCount, 1)
        XCTAssertEqual(harness.service.favouriteReceived, [product])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFavouritePublishesAnError() async {
        let harness = Harness()
        let error = CatalogTestError.stubbed
        harness.service.favouriteError = error

        await harness.viewModel.favourite(Product.fixture())

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFavouriteEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.favouriteError = CancellationError()

        await harness.viewModel.favourite(Product.fixture())

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFavouriteShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.favourite(Product.fixture())
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testStockLevelsPublishesTheResult() async {
        let harness = Harness()
        harness.service.stockLevelsResult = .success(["stockLevels": 218])

        await harness.viewModel.stockLevels()

        XCTAssertEqual(harness.service.stockLevelsCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.stockLevelsResult, ["stockLevels": 218])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testStockLevelsPublishesAnError() async {
        let harness = Harness()
        let error = CatalogTestError.stubbed
        harness.service.stockLevelsResult = .failure(error)

        await harness.viewModel.stockLevels()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.stockLevelsResult, CatalogState().stockLevelsResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testStockLevelsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.stockLevelsResult = .failure(CancellationError())

        await harness.viewModel.stockLevels()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testStockLevelsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.stockLevelsResult = .success(["stockLevels": 218])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.stockLevels()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFilterTagsPublishesTheResult() async {
        let harness = Harness()
        let tags: [String] = ["tags"]
        harness.service.filterTagsReturnValue = ["filterTags"]

        harness.viewModel.filterTags(tags: tags)

        XCTAssertEqual(harness.service.filterTagsCallCount, 1)
        XCTAssertEqual(harness.service.filterTagsReceived, [tags])

        XCTAssertEqual(harness.viewModel.state.tagsResult, ["filterTags"])
    }

    @MainActor
    func testPriceRangePublishesTheResult() async {
        let harness = Harness()
        harness.service.priceRangeResult = .success((min: 929, max: 437))

        harness.viewModel.priceRange()

        XCTAssertEqual(harness.service.priceRangeCallCount, 1)
        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testPriceRangePublishesAnError() async {
        let harness = Harness()
        let error = CatalogTestError.stubbed
        harness.service.priceRangeResult = .failure(error)

        harness.viewModel.priceRange()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
    }

    @MainActor
    func testPriceRangeEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.priceRangeResult = .failure(CancellationError())

        harness.viewModel.priceRange()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testUpdatePublishesTheResult() async {
        let harness = Harness()
        let state: String = "state"
        let serviceSample: Int = 260
        harness.service.updateResult = .success(Product.fixture())

        await harness.viewModel.update(state: state, service: serviceSample)

        XCTAssertEqual(harness.service.updateCallCount, 1)
        XCTAssertEqual(harness.service.updateReceived.first?.state, state)
        XCTAssertEqual(harness.service.updateReceived.first?.service, serviceSample)
        XCTAssertEqual(harness.viewModel.state.updateResult?.title, Product.fixture().title)
        XCTAssertEqual(
            harness.viewModel.state.updateResult?.isFeatured,
            Product.fixture().isFeatured
        )
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testUpdatePublishesAnError() async {
        let harness = Harness()
        let error = CatalogTestError.stubbed
        harness.service.updateResult = .failure(error)

        await harness.viewModel.update(state: "state", service: 260)

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.updateResult, CatalogState().updateResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testUpdateEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.updateResult = .failure(CancellationError())

        await harness.viewModel.update(state: "state", service: 260)

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testUpdateShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.updateResult = .success(Product.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.update(state: "state", service: 260)
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.loadProductsResult = .failure(CatalogTestError.stubbed)
        await harness.viewModel.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.loadProductsResult = .success([Product.fixture()])
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowProductNavigates() async {
        let harness = Harness()
        let product: ProductRow = ProductRow.fixture()
        let animated: Bool = true

        harness.viewModel.showProduct(product, animated: animated)

        XCTAssertEqual(harness.navigator.showProductCallCount, 1)
        XCTAssertEqual(harness.navigator.showProductReceived.first?.product, product)
        XCTAssertEqual(harness.navigator.showProductReceived.first?.animated, animated)
    }

    @MainActor
    func testShowFiltersNavigates() async {
        let harness = Harness()

        harness.viewModel.showFilters()

        XCTAssertEqual(harness.navigator.showFiltersCallCount, 1)
    }

    @MainActor
    func testDismissNavigates() async {
        let harness = Harness()
        let completion: @Sendable () -> Void = {}

        harness.viewModel.dismiss(completion: completion)

        XCTAssertEqual(harness.navigator.dismissCallCount, 1)
    }

    @MainActor
    func testShowReviewsNavigates() async {
        let harness = Harness()
        let product: ProductRow = ProductRow.fixture()
        let order: String = "order"
        let animated: Bool = true

        harness.viewModel.showReviews(for: product, sortedBy: order, animated: animated)

        XCTAssertEqual(harness.navigator.showReviewsCallCount, 1)
        XCTAssertEqual(harness.navigator.showReviewsReceived.first?.product, product)
        XCTAssertEqual(harness.navigator.showReviewsReceived.first?.order, order)
        XCTAssertEqual(harness.navigator.showReviewsReceived.first?.animated, animated)
    }

    @MainActor
    func testShowReviewsNavigatesWithDefaults() async {
        let harness = Harness()

        harness.viewModel.showReviews(for: ProductRow.fixture())

        XCTAssertEqual(harness.navigator.showReviewsCallCount, 1)
    }

    @MainActor
    func testShowCartNavigates() async {
        let harness = Harness()
        let animated: Bool = true

        harness.viewModel.showCart(animated: animated)

        XCTAssertEqual(harness.navigator.showCartCallCount, 1)
        XCTAssertEqual(harness.navigator.showCartReceived, [animated])
    }

    @MainActor
    func testShowCartNavigatesWithDefaults() async {
        let harness = Harness()

        harness.viewModel.showCart()

        XCTAssertEqual(harness.navigator.showCartCallCount, 1)
    }

    @MainActor
    func testOpenNavigates() async {
        let harness = Harness()
        let navigatorSample: String = "navigator"

        harness.viewModel.`open`(navigator: navigatorSample)

        XCTAssertEqual(harness.navigator.openCallCount, 1)
        XCTAssertEqual(harness.navigator.openReceived, [navigatorSample])
    }

    #if canImport(UIKit)
        @MainActor
        func testDismissPopsTheScreenWhenItWasPushed() async {
            let router = CatalogRouter()
            let screen = CatalogScreenSpy(nibName: nil, bundle: nil)
            screen.pushAboveAnotherScreen()
            router.viewController = screen

            router.dismiss(completion: {})

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenter.dismissCallCount, 0)
        }

        @MainActor
        func testDismissDismissesTheScreenWhenItWasPresented() async {
            let router = CatalogRouter()
            let screen = CatalogScreenSpy(nibName: nil, bundle: nil)
            screen.isPresented = true
            router.viewController = screen

            router.dismiss(completion: {})

            XCTAssertEqual(screen.presenter.dismissCallCount, 1)
        }
    #endif

    // MARK: - Screen

    #if canImport(UIKit)
        @MainActor
        func testReleasingTheScreenCancelsItsLoad() async throws {
            let harness = Harness()
            harness.service.loadProductsResult = .success([Product.fixture()])
            harness.service.stockLevelsResult = .success(["stockLevels": 218])
            harness.service.priceRangeResult = .success((min: 929, max: 437))
            var controller: CatalogViewController? = CatalogViewController(
                viewModel: harness.viewModel
            )
            controller?.loadViewIfNeeded()
            let loadTask = try XCTUnwrap(controller?.loadTask)

            controller = nil

            XCTAssertTrue(loadTask.isCancelled)
            await loadTask.value
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = CatalogServiceSpy()
    let navigator = CatalogNavigatorSpy()
    let viewModel: CatalogViewModel

    init() {
        viewModel = CatalogViewModel(service: service, navigator: navigator)
    }
}
