import Foundation

/// The MVVMCCatalog business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
public nonisolated struct MVVMCCatalogUseCase {
    private let repository: any MVVMCCatalogRepositoryType

    public init(repository: any MVVMCCatalogRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension MVVMCCatalogUseCase: MVVMCCatalogUseCaseType {
    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async throws -> [Product] {
        try await repository.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )
    }

    public func product(with id: UUID) async throws -> Product? {
        try await repository.product(with: id)
    }

    public func search(_ query: String, in tags: [String]) async -> [Product] {
        await repository.search(query, in: tags)
    }

    public func favourite(_ product: Product) async throws {
        try await repository.favourite(product)
    }

    public func stockLevels() async throws -> [String: Int] {
        try await repository.stockLevels()
    }

    public func filterTags(tags: [String]) -> [String] {
        repository.filterTags(tags: tags)
    }

    public func priceRange() throws -> (min: Double, max: Double) {
        try repository.priceRange()
    }

    public func featured() async throws -> Product {
        try await repository.featured()
    }
}
