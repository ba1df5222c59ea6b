import Foundation

/// Does the work of the Catalog use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `CatalogWorkerError.notImplemented`, one with a result stops with `fatalError`.
public nonisolated struct CatalogWorker {
    public init() {}
}

nonisolated extension CatalogWorker: CatalogWorkerProtocol {
    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async throws -> [Product] {
        // TODO: Implement `loadProducts`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func product(with id: UUID) async throws -> Product? {
        // TODO: Implement `product`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func search(_ query: String, in tags: [String]) async -> [Product] {
        // TODO: Implement `search`.
        fatalError("TODO: implement \(#function)")
    }

    public func favourite(_ product: Product) async throws {
        // TODO: Implement `favourite`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func tag(_ names: [String], on product: Product) async throws {
        // TODO: Implement `tag`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func observeStock(onChange: @escaping @Sendable (Int) -> Void) async {
        // TODO: Implement `observeStock`.
    }

    public func stockLevels() async throws -> [String: Int] {
        // TODO: Implement `stockLevels`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func filterTags(tags: [String]) -> [String] {
        // TODO: Implement `filterTags`.
        fatalError("TODO: implement \(#function)")
    }

    public func priceRange() throws -> (min: Double, max: Double) {
        // TODO: Implement `priceRange`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func recentlyViewedProductIDs() -> [UUID] {
        // TODO: Implement `recentlyViewedProductIDs`.
        fatalError("TODO: implement \(#function)")
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
public nonisolated enum CatalogWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}
