import Foundation
import XCTest

@testable import CleanCatalog

final class CatalogPresenterTests: XCTestCase {
    @MainActor
    func testPresentLoadProductsDisplaysTheViewModel() async {
        let harness = Harness()
        let response = CatalogModels.LoadProducts.Response(products: [Product.fixture()])

        harness.presenter.presentLoadProducts(response: response)

        let viewModel = CatalogModels.LoadProducts.ViewModel(products: [ProductRow.fixture()])
        XCTAssertEqual(harness.display.displayLoadProductsReceived, [viewModel])
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
        let response = CatalogModels.ProductUseCase.Response(productResult: Product.fixture())

        harness.presenter.presentProduct(response: response)

        let viewModel = CatalogModels.ProductUseCase.ViewModel(productResult: ProductRow.fixture())
        XCTAssertEqual(harness.display.displayProductReceived, [viewModel])
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
        let response = CatalogModels.Search.Response(searchResult: [Product.fixture()])

        harness.presenter.presentSearch(response: response)

        let viewModel = CatalogModels.Search.ViewModel(searchResult: [ProductRow.fixture()])
        XCTAssertEqual(harness.display.displaySearchReceived, [viewModel])
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
        let response = CatalogModels.StockLevels.Response(levels: [:])

        harness.presenter.presentStockLevels(response: response)

        let viewModel = CatalogModels.StockLevels.ViewModel(levels: [:])
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
        let response = CatalogModels.FilterTags.Response(tagsResult: ["filterTags"])

        harness.presenter.presentFilterTags(response: response)

        let viewModel = CatalogModels.FilterTags.ViewModel(tagsResult: ["filterTags"])
        XCTAssertEqual(harness.display.displayFilterTagsReceived, [viewModel])
    }

    @MainActor
    func testPresentPriceRangeDisplaysTheViewModel() async {
        let harness = Harness()
        let response = CatalogModels.PriceRange.Response(range: (min: 0, max: 0))

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
        let response = CatalogModels.RecentlyViewedProductIDs.Response(
            viewedProductIDs: [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )

        harness.presenter.presentRecentlyViewedProductIDs(response: response)

        let viewModel = CatalogModels.RecentlyViewedProductIDs.ViewModel(
            viewedProductIDs: [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
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
