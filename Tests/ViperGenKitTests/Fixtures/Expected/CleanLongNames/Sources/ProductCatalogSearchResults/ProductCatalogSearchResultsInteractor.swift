import Foundation

/// The ProductCatalogSearchResults business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class ProductCatalogSearchResultsInteractor: ProductCatalogSearchResultsDataStore {
    private(set) var productCatalogSearchResults: [Product] = []
    private(set) var refineProductCatalogSearchResultsResult: [Product] = []
    private let presenter: any ProductCatalogSearchResultsPresentationLogic
    private let worker: any ProductCatalogSearchResultsWorkerProtocol

    init(
        presenter: any ProductCatalogSearchResultsPresentationLogic,
        worker: any ProductCatalogSearchResultsWorkerProtocol
    ) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension ProductCatalogSearchResultsInteractor: ProductCatalogSearchResultsBusinessLogic {
    func fetchProductCatalogSearchResults(
        request: ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Request
    ) async {
        do {
            let productCatalogSearchResults = try await worker.fetchProductCatalogSearchResults()
            self.productCatalogSearchResults = productCatalogSearchResults
            presenter.presentFetchProductCatalogSearchResults(
                response: ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults
                    .Response(productCatalogSearchResults: productCatalogSearchResults)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetchProductCatalogSearchResults(error: error)
        }
    }

    func refineProductCatalogSearchResults(
        request: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request
    ) async {
        do {
            let refineProductCatalogSearchResultsResult =
                try await worker.refineProductCatalogSearchResults(
                    matching: request.query,
                    in: request.categories,
                    sortedBy: request.order
                )
            self.refineProductCatalogSearchResultsResult = refineProductCatalogSearchResultsResult
            presenter.presentRefineProductCatalogSearchResults(
                response: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults
                    .Response(
                        refineProductCatalogSearchResultsResult:
                            refineProductCatalogSearchResultsResult
                    )
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentRefineProductCatalogSearchResults(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
