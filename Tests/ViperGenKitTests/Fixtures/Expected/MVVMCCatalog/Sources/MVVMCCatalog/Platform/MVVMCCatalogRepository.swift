import Foundation

/// The MVVMCCatalog data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
public nonisolated struct MVVMCCatalogRepository {
    /// The failure of a method that has no implementation yet: the screen shows its message
    /// instead of a result, so the app runs (and says what is missing) before the data does.
    public struct NotImplemented: LocalizedError {
        /// The method, as `#function` names it: `name(label:)`.
        public let method: String

        public var errorDescription: String? {
            "\(method) is not implemented yet."
        }
    }

    public init() {}
}

nonisolated extension MVVMCCatalogRepository: MVVMCCatalogRepositoryType {
    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async throws -> [Product] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    public func product(with id: UUID) async throws -> Product? {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    public func search(_ query: String, in tags: [String]) async -> [Product] {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return []
    }

    public func favourite(_ product: Product) async throws {
        // TODO: Send the request to the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    public func stockLevels() async throws -> [String: Int] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    public func filterTags(tags: [String]) -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return []
    }

    public func priceRange() throws -> (min: Double, max: Double) {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    public func featured() async throws -> Product {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }
}
