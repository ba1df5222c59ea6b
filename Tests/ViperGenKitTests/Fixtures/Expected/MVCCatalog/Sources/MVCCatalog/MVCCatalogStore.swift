import Foundation
import Observation

/// The MVCCatalog model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller.
@MainActor
@Observable
public final class MVCCatalogStore {
    /// The result of the last `loadProducts`.
    public private(set) var products: [Product] = []
    /// The result of the last `product`.
    public private(set) var productResult: Product?
    /// The result of the last `search`.
    public private(set) var searchResult: [Product] = []
    /// The result of the last `stockLevels`.
    public private(set) var levels: [String: Int] = [:]
    /// The result of the last `filterTags`.
    public private(set) var tagsResult: [String] = []
    /// The result of the last `priceRange`.
    public private(set) var range: (min: Double, max: Double) = (min: 0, max: 0)
    private let service: any MVCCatalogServiceProtocol

    public init(service: any MVCCatalogServiceProtocol) {
        self.service = service
    }

    /// Runs `loadProducts` and keeps its result in `products`.
    @discardableResult
    public func loadProducts(
        page: Int = 1,
        pageSize: Int = 20,
        since date: Date = Date(timeIntervalSince1970: 0),
        limit: Int? = .some(100),
        source: URL = URL(string: "https://example.com/products")!
    ) async throws -> [Product] {
        let products = try await service.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )
        self.products = products
        return products
    }

    /// Runs `product` and keeps its result in `productResult`.
    @discardableResult
    public func product(with id: UUID) async throws -> Product? {
        let productResult = try await service.product(with: id)
        self.productResult = productResult
        return productResult
    }

    /// Runs `search` and keeps its result in `searchResult`.
    @discardableResult
    public func search(_ query: String, in tags: [String]) async -> [Product] {
        let searchResult = await service.search(query, in: tags)
        self.searchResult = searchResult
        return searchResult
    }

    public func favourite(_ product: Product) async throws {
        try await service.favourite(product)
    }

    /// Runs `stockLevels` and keeps its result in `levels`.
    @discardableResult
    public func stockLevels() async throws -> [String: Int] {
        let levels = try await service.stockLevels()
        self.levels = levels
        return levels
    }

    /// Runs `filterTags` and keeps its result in `tagsResult`.
    @discardableResult
    public func filterTags(tags: [String]) -> [String] {
        let tagsResult = service.filterTags(tags: tags)
        self.tagsResult = tagsResult
        return tagsResult
    }

    /// Runs `priceRange` and keeps its result in `range`.
    @discardableResult
    public func priceRange() throws -> (min: Double, max: Double) {
        let range = try service.priceRange()
        self.range = range
        return range
    }

    public func refresh(completion: @escaping @Sendable () -> Void) async {
        await service.refresh(completion: completion)
    }
}
