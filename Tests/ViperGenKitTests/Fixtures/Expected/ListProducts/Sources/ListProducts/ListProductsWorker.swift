/// Does the work of the ListProducts use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct ListProductsWorker: ListProductsWorkerProtocol {
    func fetchProducts() async throws -> [Product] {
        // TODO: Implement `fetchProducts`.
        throw ListProductsWorkerError.notImplemented
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
enum ListProductsWorkerError: Error {
    case notImplemented
}
