import Foundation
import Testing

@testable import CleanLongNames

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct ProductCatalogSearchResultsConfiguratorTests {
    private let worker = ProductCatalogSearchResultsWorkerSpy()
    private let display = ProductCatalogSearchResultsDisplayLogicSpy()
    private let scene:
        (
            interactor: ProductCatalogSearchResultsInteractor,
            router: ProductCatalogSearchResultsRouter
        )

    init() {
        scene = ProductCatalogSearchResultsConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension ProductCatalogSearchResultsConfiguratorTests {
    // MARK: - Use cases

    @Test func fetchProductCatalogSearchResultsReachesTheDisplay() async {
        let productCatalogSearchResults: [Product] = [Product.fixture()]
        worker.fetchProductCatalogSearchResultsResult = .success(productCatalogSearchResults)
        let request = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request()

        await scene.interactor.fetchProductCatalogSearchResults(request: request)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        #expect(display.displayFetchProductCatalogSearchResultsReceived.count == 1)
        let shown = display.displayFetchProductCatalogSearchResultsReceived.last?
            .productCatalogSearchResults
        #expect(shown?.map(\.title) == productCatalogSearchResults.map(\.title))
        #expect(scene.router.dataStore?.productCatalogSearchResults == productCatalogSearchResults)
    }

    @Test func fetchProductCatalogSearchResultsFailureReachesTheDisplay() async {
        worker.fetchProductCatalogSearchResultsResult = .failure(
            ProductCatalogSearchResultsTestError.stubbed
        )
        let request = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request()

        await scene.interactor.fetchProductCatalogSearchResults(request: request)

        let message = ProductCatalogSearchResultsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayFetchProductCatalogSearchResultsReceived.isEmpty)
    }

    @Test func fetchProductCatalogSearchResultsCancelledShowsNoError() async {
        worker.fetchProductCatalogSearchResultsResult = .failure(CancellationError())
        let request = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request()

        await scene.interactor.fetchProductCatalogSearchResults(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }

    @Test func refineProductCatalogSearchResultsReachesTheDisplay() async {
        let refineProductCatalogSearchResultsResult: [Product] = [Product.fixture()]
        worker.refineProductCatalogSearchResultsResult = .success(
            refineProductCatalogSearchResultsResult
        )
        let request = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request(
            query: "query",
            categories: ["categories"],
            order: "order"
        )

        await scene.interactor.refineProductCatalogSearchResults(request: request)

        // The presenter copies these fields; assert the ones it formats (its TODOs) once it does.
        #expect(display.displayRefineProductCatalogSearchResultsReceived.count == 1)
        let shown = display.displayRefineProductCatalogSearchResultsReceived.last?
            .refineProductCatalogSearchResultsResult
        #expect(shown?.map(\.title) == refineProductCatalogSearchResultsResult.map(\.title))
        #expect(
            scene.router.dataStore?.refineProductCatalogSearchResultsResult
                == refineProductCatalogSearchResultsResult
        )
    }

    @Test func refineProductCatalogSearchResultsFailureReachesTheDisplay() async {
        worker.refineProductCatalogSearchResultsResult = .failure(
            ProductCatalogSearchResultsTestError.stubbed
        )
        let request = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request(
            query: "query",
            categories: ["categories"],
            order: "order"
        )

        await scene.interactor.refineProductCatalogSearchResults(request: request)

        let message = ProductCatalogSearchResultsTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRefineProductCatalogSearchResultsReceived.isEmpty)
    }

    @Test func refineProductCatalogSearchResultsCancelledShowsNoError() async {
        worker.refineProductCatalogSearchResultsResult = .failure(CancellationError())
        let request = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request(
            query: "query",
            categories: ["categories"],
            order: "order"
        )

        await scene.interactor.refineProductCatalogSearchResults(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }
}
