import Foundation
import Testing

@testable import ListProducts

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct ListProductsConfiguratorTests {
    private let worker = ListProductsWorkerSpy()
    private let display = ListProductsDisplayLogicSpy()
    private let scene: (interactor: ListProductsInteractor, router: ListProductsRouter)

    init() {
        scene = ListProductsConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension ListProductsConfiguratorTests {
    // MARK: - Use cases

    @Test func fetchProductsReachesTheDisplay() async {
        let products: [Product] = [Product.fixture()]
        worker.fetchProductsResult = .success(products)
        let request = ListProductsModels.FetchProducts.Request()

        await scene.interactor.fetchProducts(request: request)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        #expect(display.displayFetchProductsReceived.count == 1)
        let shown = display.displayFetchProductsReceived.last?.products
        #expect(shown?.map(\.id) == products.map(\.id))
        #expect(shown?.map(\.name) == products.map(\.name))
        #expect(shown?.map(\.content) == products.map(\.content))
        #expect(scene.router.dataStore?.products == products)
    }

    @Test func fetchProductsFailureReachesTheDisplay() async {
        worker.fetchProductsResult = .failure(ListProductsTestError.stubbed)
        let request = ListProductsModels.FetchProducts.Request()

        await scene.interactor.fetchProducts(request: request)

        let message = ListProductsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchProductsReceived.isEmpty)
    }

    @Test func fetchProductsCancelledShowsNoError() async {
        worker.fetchProductsResult = .failure(CancellationError())
        let request = ListProductsModels.FetchProducts.Request()

        await scene.interactor.fetchProducts(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }
}
