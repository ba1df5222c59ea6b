import Testing

@testable import ListProducts

@MainActor
struct ListProductsInteractorTests {
    private let presenter = ListProductsPresentationLogicSpy()
    private let worker = ListProductsWorkerSpy()
    private let interactor: ListProductsInteractor

    init() {
        interactor = ListProductsInteractor(presenter: presenter, worker: worker)
    }

    @Test func fetchProductsPresentsWhatTheWorkerReturns() async {
        worker.fetchProductsResult = .success([Product.fixture()])
        let request = ListProductsModels.FetchProducts.Request()

        await interactor.fetchProducts(request: request)

        #expect(worker.fetchProductsCallCount == 1)
        let response = ListProductsModels.FetchProducts.Response(products: [Product.fixture()])
        #expect(presenter.presentFetchProductsReceived == [response])
        #expect(interactor.products == [Product.fixture()])
    }

    @Test func fetchProductsPresentsTheWorkersError() async {
        worker.fetchProductsResult = .failure(ListProductsTestError.stubbed)
        let request = ListProductsModels.FetchProducts.Request()

        await interactor.fetchProducts(request: request)

        #expect(presenter.presentFetchProductsErrors.count == 1)
        #expect(presenter.presentFetchProductsErrors.first as? ListProductsTestError == .stubbed)
        #expect(presenter.presentFetchProductsReceived.isEmpty)
    }
}
