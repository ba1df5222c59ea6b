import Foundation

/// Does the work of the Catalog use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
public struct CatalogWorker: CatalogWorkerProtocol {
    public init() {}

    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async throws -> [Product] {
        // TODO: Implement `loadProducts`.
        throw CatalogWorkerError.notImplemented
    }

    public func product(with id: UUID) async throws -> Product? {
        // TODO: Implement `product`.
        throw CatalogWorkerError.notImplemented
    }

    public func search(_ query: String, in tags: [String]) async -> [Product] {
        // TODO: Implement `search`.
        return []
    }

    public func favourite(_ product: Product) async throws {
        // TODO: Implement `favourite`.
        throw CatalogWorkerError.notImplemented
    }

    public func tag(_ names: [String], on product: Product) async throws {
        // TODO: Implement `tag`.
        throw CatalogWorkerError.notImplemented
    }

    public func observeStock(onChange: @escaping @Sendable (Int) -> Void) async {
        // TODO: Implement `observeStock`.
    }

    public func stockLevels() async throws -> [String: Int] {
        // TODO: Implement `stockLevels`.
        throw CatalogWorkerError.notImplemented
    }

    public func filterTags(tags: [String]) -> [String] {
        // TODO: Implement `filterTags`.
        return []
    }

    public func priceRange() throws -> (min: Double, max: Double) {
        // TODO: Implement `priceRange`.
        throw CatalogWorkerError.notImplemented
    }

    public func recentlyViewedProductIDs() -> [UUID] {
        // TODO: Implement `recentlyViewedProductIDs`.
        return []
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
public enum CatalogWorkerError: Error {
    case notImplemented
}
