import Foundation

/// The ListProducts business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class ListProductsInteractor: ListProductsDataStore {
    private(set) var products: [Product] = []
    private let presenter: any ListProductsPresentationLogic
    private let worker: any ListProductsWorkerProtocol

    init(presenter: any ListProductsPresentationLogic, worker: any ListProductsWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension ListProductsInteractor: ListProductsBusinessLogic {
    func fetchProducts(request: ListProductsModels.FetchProducts.Request) async {
        do {
            let products = try await worker.fetchProducts()
            self.products = products
            presenter.presentFetchProducts(
                response: ListProductsModels.FetchProducts.Response(products: products)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetchProducts(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
