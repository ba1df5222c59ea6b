import Foundation

/// The Catalog business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
public nonisolated final class CatalogInteractor {
    private let service: any CatalogServiceProtocol

    public init(service: any CatalogServiceProtocol) {
        self.service = service
    }
}

nonisolated extension CatalogInteractor: CatalogInteractorProtocol {
    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async throws -> [Product] {
        try await service.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )
    }

    public func product(with id: UUID) async throws -> Product? {
        try await service.product(with: id)
    }

    public func search(_ query: String, in tags: [String]) async -> [Product] {
        await service.search(query, in: tags)
    }

    public func favourite(_ product: Product) async throws {
        try await service.favourite(product)
    }

    public func stockLevels() async throws -> [String: Int] {
        try await service.stockLevels()
    }

    public func filterTags(tags: [String]) -> [String] {
        service.filterTags(tags: tags)
    }

    public func priceRange() throws -> (min: Double, max: Double) {
        try service.priceRange()
    }
}
