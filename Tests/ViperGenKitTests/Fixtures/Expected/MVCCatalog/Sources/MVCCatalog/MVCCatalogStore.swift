import Foundation
import Observation

/// The MVCCatalog model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
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
    public private(set) var stockLevelsResult: [String: Int] = [:]
    /// The result of the last `filterTags`.
    public private(set) var tagsResult: [String] = []
    /// The result of the last `priceRange`.
    public private(set) var priceRangeResult: (min: Double, max: Double) = (min: 0, max: 0)
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    public var errorMessage: String?
    private let service: any MVCCatalogServiceProtocol

    public init(service: any MVCCatalogServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    public func load() async {
        await loadProducts()
        await stockLevels()
        priceRange()
    }
}

extension MVCCatalogStore {
    /// Keeps why a use case failed for the controller to show, unless it was only cancelled.
    private func keepFailure(_ error: any Error) {
        guard !isCancellation(error) else { return }
        errorMessage = error.localizedDescription
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}

// MARK: - Use cases

extension MVCCatalogStore {
    /// Runs `loadProducts` and keeps its result in `products`.
    public func loadProducts(
        page: Int = 1,
        pageSize: Int = 20,
        since date: Date = Date(timeIntervalSince1970: 0),
        limit: Int? = .some(100),
        source: URL = URL(string: "https://example.com/products")!
    ) async {
        do {
            products = try await service.loadProducts(
                page: page,
                pageSize: pageSize,
                since: date,
                limit: limit,
                source: source
            )
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `product` and keeps its result in `productResult`.
    public func product(with id: UUID) async {
        do {
            productResult = try await service.product(with: id)
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `search` and keeps its result in `searchResult`.
    public func search(_ query: String, in tags: [String]) async {
        searchResult = await service.search(query, in: tags)
    }

    /// Runs `favourite`, then loads what the screen shows again.
    public func favourite(_ product: Product) async {
        do {
            try await service.favourite(product)
        } catch {
            keepFailure(error)
            return
        }
        await load()
    }

    /// Runs `stockLevels` and keeps its result in `stockLevelsResult`.
    public func stockLevels() async {
        do {
            stockLevelsResult = try await service.stockLevels()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `filterTags` and keeps its result in `tagsResult`.
    public func filterTags(tags: [String]) {
        tagsResult = service.filterTags(tags: tags)
    }

    /// Runs `priceRange` and keeps its result in `priceRangeResult`.
    public func priceRange() {
        do {
            priceRangeResult = try service.priceRange()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `refresh`, then loads what the screen shows again.
    public func refresh(completion: @escaping @Sendable () -> Void) async {
        await service.refresh(completion: completion)
        await load()
    }
}
