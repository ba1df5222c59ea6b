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
}

extension ListProductsInteractorTests {
    // MARK: - Use cases

    @Test func fetchProductsPresentsWhatTheWorkerReturns() async {
        let products: [Product] = [Product.fixture()]
        worker.fetchProductsResult = .success(products)
        let request = ListProductsModels.FetchProducts.Request()

        await interactor.fetchProducts(request: request)

        #expect(worker.fetchProductsCallCount == 1)
        let response = ListProductsModels.FetchProducts.Response(products: products)
        #expect(presenter.presentFetchProductsReceived == [response])
        #expect(interactor.products == products)
    }

    @Test func fetchProductsPresentsTheWorkersError() async {
        worker.fetchProductsResult = .failure(ListProductsTestError.stubbed)
        let request = ListProductsModels.FetchProducts.Request()

        await interactor.fetchProducts(request: request)

        #expect(presenter.presentFetchProductsErrors.count == 1)
        #expect(presenter.presentFetchProductsErrors.first as? ListProductsTestError == .stubbed)
        #expect(presenter.presentFetchProductsReceived.isEmpty)
    }

    @Test func fetchProductsEndsSilentlyWhenCancelled() async {
        worker.fetchProductsResult = .failure(CancellationError())
        let request = ListProductsModels.FetchProducts.Request()

        await interactor.fetchProducts(request: request)

        #expect(presenter.presentFetchProductsErrors.isEmpty)
        #expect(presenter.presentFetchProductsReceived.isEmpty)
    }
}
