import Foundation

/// Does the work of the Catalog use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `CatalogWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
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
        return []
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
        return []
    }

    public func priceRange() throws -> (min: Double, max: Double) {
        // TODO: Implement `priceRange`.
        throw CatalogWorkerError.notImplemented(#function)
    }

    public func recentlyViewedProductIDs() -> [UUID] {
        // TODO: Implement `recentlyViewedProductIDs`.
        return []
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
public nonisolated enum CatalogWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    public var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
