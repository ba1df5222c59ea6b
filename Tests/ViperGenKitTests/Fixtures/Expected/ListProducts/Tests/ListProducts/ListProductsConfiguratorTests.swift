import Foundation
import Testing

@testable import ListProducts

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct ListProductsConfiguratorTests {
    private let display = ListProductsDisplayLogicSpy()
    private let worker = ListProductsWorkerSpy()
    private let scene: (interactor: ListProductsInteractor, router: ListProductsRouter)

    init() {
        scene = ListProductsConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDisplayAndTheDataStore() {
        #expect(scene.router.display === display)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test func fetchProductsReachesTheDisplay() async {
        worker.fetchProductsResult = .success([Product.fixture()])
        let request = ListProductsModels.FetchProducts.Request()

        await scene.interactor.fetchProducts(request: request)

        let viewModel = ListProductsModels.FetchProducts.ViewModel(
            products: [ProductViewModel.fixture()]
        )
        #expect(display.displayFetchProductsReceived == [viewModel])
        #expect(scene.router.dataStore?.products == [Product.fixture()])
    }

    @Test func fetchProductsFailureReachesTheDisplay() async {
        worker.fetchProductsResult = .failure(ListProductsTestError.stubbed)
        let request = ListProductsModels.FetchProducts.Request()

        await scene.interactor.fetchProducts(request: request)

        let message = ListProductsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchProductsReceived.isEmpty)
    }
}
