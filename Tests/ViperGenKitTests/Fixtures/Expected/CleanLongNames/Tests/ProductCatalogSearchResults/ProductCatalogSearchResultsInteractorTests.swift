import Foundation
import Testing

@testable import CleanLongNames

@MainActor
struct ProductCatalogSearchResultsInteractorTests {
    private let presenter = ProductCatalogSearchResultsPresentationLogicSpy()
    private let worker = ProductCatalogSearchResultsWorkerSpy()
    private let interactor: ProductCatalogSearchResultsInteractor

    init() {
        interactor = ProductCatalogSearchResultsInteractor(presenter: presenter, worker: worker)
    }
}

extension ProductCatalogSearchResultsInteractorTests {
    // MARK: - Use cases

    @Test func fetchProductCatalogSearchResultsPresentsWhatTheWorkerReturns() async {
        let productCatalogSearchResults: [Product] = [Product.fixture()]
        worker.fetchProductCatalogSearchResultsResult = .success(productCatalogSearchResults)
        let request = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request()

        await interactor.fetchProductCatalogSearchResults(request: request)

        #expect(worker.fetchProductCatalogSearchResultsCallCount == 1)
        let response = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response(
            productCatalogSearchResults: productCatalogSearchResults
        )
        #expect(presenter.presentFetchProductCatalogSearchResultsReceived == [response])
        #expect(interactor.productCatalogSearchResults == productCatalogSearchResults)
    }

    @Test func fetchProductCatalogSearchResultsPresentsTheWorkersError() async {
        worker.fetchProductCatalogSearchResultsResult = .failure(
            ProductCatalogSearchResultsTestError.stubbed
        )
        let request = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request()

        await interactor.fetchProductCatalogSearchResults(request: request)

        #expect(presenter.presentFetchProductCatalogSearchResultsErrors.count == 1)
        #expect(
            presenter.presentFetchProductCatalogSearchResultsErrors.first
                as? ProductCatalogSearchResultsTestError
                == .stubbed
        )
        #expect(presenter.presentFetchProductCatalogSearchResultsReceived.isEmpty)
    }

    @Test func fetchProductCatalogSearchResultsEndsSilentlyWhenCancelled() async {
        worker.fetchProductCatalogSearchResultsResult = .failure(CancellationError())
        let request = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request()

        await interactor.fetchProductCatalogSearchResults(request: request)

        #expect(presenter.presentFetchProductCatalogSearchResultsErrors.isEmpty)
        #expect(presenter.presentFetchProductCatalogSearchResultsReceived.isEmpty)
    }

    @Test func refineProductCatalogSearchResultsPresentsWhatTheWorkerReturns() async {
        let refineProductCatalogSearchResultsResult: [Product] = [Product.fixture()]
        worker.refineProductCatalogSearchResultsResult = .success(
            refineProductCatalogSearchResultsResult
        )
        let request = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request(
            query: "query",
            categories: ["categories"],
            order: "order"
        )

        await interactor.refineProductCatalogSearchResults(request: request)

        #expect(worker.refineProductCatalogSearchResultsCallCount == 1)
        #expect(worker.refineProductCatalogSearchResultsReceived.first?.query == request.query)
        #expect(
            worker.refineProductCatalogSearchResultsReceived.first?.categories == request.categories
        )
        #expect(worker.refineProductCatalogSearchResultsReceived.first?.order == request.order)
        let response = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Response(
            refineProductCatalogSearchResultsResult: refineProductCatalogSearchResultsResult
        )
        #expect(presenter.presentRefineProductCatalogSearchResultsReceived == [response])
        #expect(
            interactor.refineProductCatalogSearchResultsResult
                == refineProductCatalogSearchResultsResult
        )
    }

    @Test func refineProductCatalogSearchResultsPresentsTheWorkersError() async {
        worker.refineProductCatalogSearchResultsResult = .failure(
            ProductCatalogSearchResultsTestError.stubbed
        )
        let request = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request(
            query: "query",
            categories: ["categories"],
            order: "order"
        )

        await interactor.refineProductCatalogSearchResults(request: request)

        #expect(presenter.presentRefineProductCatalogSearchResultsErrors.count == 1)
        #expect(
            presenter.presentRefineProductCatalogSearchResultsErrors.first
                as? ProductCatalogSearchResultsTestError
                == .stubbed
        )
        #expect(presenter.presentRefineProductCatalogSearchResultsReceived.isEmpty)
    }

    @Test func refineProductCatalogSearchResultsEndsSilentlyWhenCancelled() async {
        worker.refineProductCatalogSearchResultsResult = .failure(CancellationError())
        let request = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request(
            query: "query",
            categories: ["categories"],
            order: "order"
        )

        await interactor.refineProductCatalogSearchResults(request: request)

        #expect(presenter.presentRefineProductCatalogSearchResultsErrors.isEmpty)
        #expect(presenter.presentRefineProductCatalogSearchResultsReceived.isEmpty)
    }
}
