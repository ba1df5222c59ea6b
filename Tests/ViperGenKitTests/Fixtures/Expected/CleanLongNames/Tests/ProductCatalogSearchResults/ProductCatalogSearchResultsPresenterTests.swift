import Foundation
import Testing

@testable import CleanLongNames

@MainActor
struct ProductCatalogSearchResultsPresenterTests {
    private let display = ProductCatalogSearchResultsDisplayLogicSpy()
    private let presenter: ProductCatalogSearchResultsPresenter

    init() {
        presenter = ProductCatalogSearchResultsPresenter(display: display)
    }
}

extension ProductCatalogSearchResultsPresenterTests {
    // MARK: - Use cases

    @Test func presentFetchProductCatalogSearchResultsDisplaysTheViewModel() {
        let productCatalogSearchResults: [Product] = [Product.fixture()]
        let response = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response(
            productCatalogSearchResults: productCatalogSearchResults
        )

        presenter.presentFetchProductCatalogSearchResults(response: response)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        #expect(display.displayFetchProductCatalogSearchResultsReceived.count == 1)
        let shown = display.displayFetchProductCatalogSearchResultsReceived.last?
            .productCatalogSearchResults
        #expect(shown?.map(\.title) == productCatalogSearchResults.map(\.title))
    }

    @Test func presentFetchProductCatalogSearchResultsErrorDisplaysTheError() {
        presenter.presentFetchProductCatalogSearchResults(
            error: ProductCatalogSearchResultsTestError.stubbed
        )

        let message = ProductCatalogSearchResultsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchProductCatalogSearchResultsReceived.isEmpty)
    }

    @Test func presentRefineProductCatalogSearchResultsDisplaysTheViewModel() {
        let refineProductCatalogSearchResultsResult: [Product] = [Product.fixture()]
        let response = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Response(
            refineProductCatalogSearchResultsResult: refineProductCatalogSearchResultsResult
        )

        presenter.presentRefineProductCatalogSearchResults(response: response)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        #expect(display.displayRefineProductCatalogSearchResultsReceived.count == 1)
        let shown = display.displayRefineProductCatalogSearchResultsReceived.last?
            .refineProductCatalogSearchResultsResult
        #expect(shown?.map(\.title) == refineProductCatalogSearchResultsResult.map(\.title))
    }

    @Test func presentRefineProductCatalogSearchResultsErrorDisplaysTheError() {
        presenter.presentRefineProductCatalogSearchResults(
            error: ProductCatalogSearchResultsTestError.stubbed
        )

        let message = ProductCatalogSearchResultsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRefineProductCatalogSearchResultsReceived.isEmpty)
    }
}
