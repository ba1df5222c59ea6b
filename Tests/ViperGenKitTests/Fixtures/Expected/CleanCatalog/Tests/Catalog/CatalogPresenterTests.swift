import Foundation
import XCTest

@testable import CleanCatalog

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CatalogPresenterTests: XCTestCase {}

extension CatalogPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testPresentLoadProductsDisplaysTheViewModel() async {
        let harness = Harness()
        let products: [Product] = [Product.fixture()]
        let response = CatalogModels.LoadProducts.Response(products: products)

        harness.presenter.presentLoadProducts(response: response)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        XCTAssertEqual(harness.display.displayLoadProductsReceived.count, 1)
        let shown = harness.display.displayLoadProductsReceived.last?.products
        XCTAssertEqual(shown?.map(\.title), products.map(\.title))
        XCTAssertEqual(shown?.map(\.isFeatured), products.map(\.isFeatured))
    }

    @MainActor
    func testPresentLoadProductsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentLoadProducts(error: CatalogTestError.stubbed)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadProductsReceived.isEmpty)
    }

    @MainActor
    func testPresentProductDisplaysTheViewModel() async {
        let harness = Harness()
        let productResult: Product? = Product.fixture()
        let response = CatalogModels.ProductUseCase.Response(productResult: productResult)

        harness.presenter.presentProduct(response: response)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        XCTAssertEqual(harness.display.displayProductReceived.count, 1)
        let shown = harness.display.displayProductReceived.last?.productResult
        XCTAssertEqual(shown?.title, productResult?.title)
        XCTAssertEqual(shown?.isFeatured, productResult?.isFeatured)
    }

    @MainActor
    func testPresentProductErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentProduct(error: CatalogTestError.stubbed)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayProductReceived.isEmpty)
    }

    @MainActor
    func testPresentSearchDisplaysTheViewModel() async {
        let harness = Harness()
        let searchResult: [Product] = [Product.fixture()]
        let response = CatalogModels.Search.Response(searchResult: searchResult)

        harness.presenter.presentSearch(response: response)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        XCTAssertEqual(harness.display.displaySearchReceived.count, 1)
        let shown = harness.display.displaySearchReceived.last?.searchResult
        XCTAssertEqual(shown?.map(\.title), searchResult.map(\.title))
        XCTAssertEqual(shown?.map(\.isFeatured), searchResult.map(\.isFeatured))
    }

    @MainActor
    func testPresentFavouriteDisplaysTheViewModel() async {
        let harness = Harness()

        harness.presenter.presentFavourite(response: CatalogModels.Favourite.Response())

        XCTAssertEqual(
            harness.display.displayFavouriteReceived,
            [CatalogModels.Favourite.ViewModel()]
        )
    }

    @MainActor
    func testPresentFavouriteErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentFavourite(error: CatalogTestError.stubbed)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFavouriteReceived.isEmpty)
    }

    @MainActor
    func testPresentTagDisplaysTheViewModel() async {
        let harness = Harness()

        harness.presenter.presentTag(response: CatalogModels.Tag.Response())

        XCTAssertEqual(harness.display.displayTagReceived, [CatalogModels.Tag.ViewModel()])
    }

    @MainActor
    func testPresentTagErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentTag(error: CatalogTestError.stubbed)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayTagReceived.isEmpty)
    }

    @MainActor
    func testPresentObserveStockDisplaysTheViewModel() async {
        let harness = Harness()

        harness.presenter.presentObserveStock(response: CatalogModels.ObserveStock.Response())

        XCTAssertEqual(
            harness.display.displayObserveStockReceived,
            [CatalogModels.ObserveStock.ViewModel()]
        )
    }

    @MainActor
    func testPresentStockLevelsDisplaysTheViewModel() async {
        let harness = Harness()
        let stockLevelsResult: [String: Int] = ["stockLevels": 218]
        let response = CatalogModels.StockLevels.Response(stockLevelsResult: stockLevelsResult)

        harness.presenter.presentStockLevels(response: response)

        let viewModel = CatalogModels.StockLevels.ViewModel(stockLevelsResult: stockLevelsResult)
        XCTAssertEqual(harness.display.displayStockLevelsReceived, [viewModel])
    }

    @MainActor
    func testPresentStockLevelsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentStockLevels(error: CatalogTestError.stubbed)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayStockLevelsReceived.isEmpty)
    }

    @MainActor
    func testPresentFilterTagsDisplaysTheViewModel() async {
        let harness = Harness()
        let tagsResult: [String] = ["filterTags"]
        let response = CatalogModels.FilterTags.Response(tagsResult: tagsResult)

        harness.presenter.presentFilterTags(response: response)

        let viewModel = CatalogModels.FilterTags.ViewModel(tagsResult: tagsResult)
        XCTAssertEqual(harness.display.displayFilterTagsReceived, [viewModel])
    }

    @MainActor
    func testPresentPriceRangeDisplaysTheViewModel() async {
        let harness = Harness()
        let priceRangeResult: (min: Double, max: Double) = (min: 929, max: 437)
        let response = CatalogModels.PriceRange.Response(priceRangeResult: priceRangeResult)

        harness.presenter.presentPriceRange(response: response)

        XCTAssertEqual(harness.display.displayPriceRangeReceived.count, 1)
    }

    @MainActor
    func testPresentPriceRangeErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentPriceRange(error: CatalogTestError.stubbed)

        let message = CatalogTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayPriceRangeReceived.isEmpty)
    }

    @MainActor
    func testPresentRecentlyViewedProductIDsDisplaysTheViewModel() async {
        let harness = Harness()
        let recentlyViewedProductIDsResult: [UUID] = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        ]
        let response = CatalogModels.RecentlyViewedProductIDs.Response(
            recentlyViewedProductIDsResult: recentlyViewedProductIDsResult
        )

        harness.presenter.presentRecentlyViewedProductIDs(response: response)

        let viewModel = CatalogModels.RecentlyViewedProductIDs.ViewModel(
            recentlyViewedProductIDsResult: recentlyViewedProductIDsResult
        )
        XCTAssertEqual(harness.display.displayRecentlyViewedProductIDsReceived, [viewModel])
    }
}

/// The presenter under test, wired to a display spy.
@MainActor
private struct Harness {
    let display = CatalogDisplayLogicSpy()
    let presenter: CatalogPresenter

    init() {
        presenter = CatalogPresenter(display: display)
    }
}
