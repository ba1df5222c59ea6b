import Foundation
import Testing

@testable import ListProducts

@MainActor
struct ListProductsPresenterTests {
    private let display = ListProductsDisplayLogicSpy()
    private let presenter: ListProductsPresenter

    init() {
        presenter = ListProductsPresenter(display: display)
    }
}

extension ListProductsPresenterTests {
    // MARK: - Use cases

    @Test func presentFetchProductsDisplaysTheViewModel() {
        let products: [Product] = [Product.fixture()]
        let response = ListProductsModels.FetchProducts.Response(products: products)

        presenter.presentFetchProducts(response: response)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        #expect(display.displayFetchProductsReceived.count == 1)
        let shown = display.displayFetchProductsReceived.last?.products
        #expect(shown?.map(\.id) == products.map(\.id))
        #expect(shown?.map(\.name) == products.map(\.name))
        #expect(shown?.map(\.content) == products.map(\.content))
    }

    @Test func presentFetchProductsErrorDisplaysTheError() {
        presenter.presentFetchProducts(error: ListProductsTestError.stubbed)

        let message = ListProductsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchProductsReceived.isEmpty)
    }
}
