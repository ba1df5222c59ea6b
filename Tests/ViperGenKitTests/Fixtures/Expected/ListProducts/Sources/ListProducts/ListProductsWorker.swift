/// Does the work of the ListProducts use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `ListProductsWorkerError.notImplemented`, one with a result stops with `fatalError`.
nonisolated struct ListProductsWorker {}

nonisolated extension ListProductsWorker: ListProductsWorkerProtocol {
    func fetchProducts() async throws -> [Product] {
        // TODO: Implement `fetchProducts`.
        throw ListProductsWorkerError.notImplemented(#function)
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
nonisolated enum ListProductsWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}
