import Foundation
import Observation

/// The Catalog screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
public final class CatalogViewModel {
    public private(set) var state = CatalogState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored public weak var navigator: (any CatalogNavigator)?
    private let service: any CatalogServiceProtocol

    public init(service: any CatalogServiceProtocol, navigator: (any CatalogNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension CatalogViewModel {
    private func makeItemViewModel(from product: Product) -> ProductRow {
        ProductRow(
            title: product.title,
            isFeatured: product.isFeatured,
            // TODO: Format `priceText` from the product.
            priceText: ""
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CatalogViewModel: CatalogViewModelProtocol {
    public func onAppear() async {
        await loadProducts(
            page: 1,
            pageSize: 20,
            since: Date(timeIntervalSince1970: 0),
            limit: .some(100),
            source: URL(string: "https://example.com/products")!
        )
        await stockLevels()
        priceRange()
    }

    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.products = try await service.loadProducts(
                page: page,
                pageSize: pageSize,
                since: date,
                limit: limit,
                source: source
            ).map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    public func product(with id: UUID) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.productResult = try await service.product(with: id).map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    public func search(_ query: String, in tags: [String]) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        state.searchResult = await service.search(query, in: tags).map(makeItemViewModel(from:))
    }

    public func favourite(_ product: Product) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            try await service.favourite(product)
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    public func stockLevels() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.stockLevelsResult = try await service.stockLevels()
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    public func filterTags(tags: [String]) {
        state.tagsResult = service.filterTags(tags: tags)
    }

    public func priceRange() {
        do {
            state.priceRangeResult = try service.priceRange()
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    public func update(state: String, service: Int) async {
        self.state.loadingCount += 1
        defer { self.state.loadingCount -= 1 }
        do {
            self.state.updateResult = try await makeItemViewModel(
                from: self.service.update(state: state, service: service)
            )
        } catch {
            guard !isCancellation(error) else { return }
            self.state.errorMessage = error.localizedDescription
        }
    }

    public func dismissError() {
        state.errorMessage = nil
    }

    public func showProduct(_ product: ProductRow, animated: Bool) {
        navigator?.showProduct(product, animated: animated)
    }

    public func showFilters() {
        navigator?.showFilters()
    }

    public func dismiss(completion: @escaping @Sendable () -> Void) {
        navigator?.dismiss(completion: completion)
    }

    public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
        navigator?.showReviews(for: product, sortedBy: order, animated: animated)
    }

    public func showCart(animated: Bool) {
        navigator?.showCart(animated: animated)
    }

    public func `open`(navigator: String) {
        self.navigator?.`open`(navigator: navigator)
    }
}
