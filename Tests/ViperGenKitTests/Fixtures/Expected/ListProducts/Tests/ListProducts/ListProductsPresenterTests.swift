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

    @Test func presentFetchProductsDisplaysTheViewModel() {
        let response = ListProductsModels.FetchProducts.Response(products: [Product.fixture()])

        presenter.presentFetchProducts(response: response)

        let viewModel = ListProductsModels.FetchProducts.ViewModel(
            products: [ProductViewModel.fixture()]
        )
        #expect(display.displayFetchProductsReceived == [viewModel])
    }

    @Test func presentFetchProductsErrorDisplaysTheError() {
        presenter.presentFetchProducts(error: ListProductsTestError.stubbed)

        let message = ListProductsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchProductsReceived.isEmpty)
    }
}
