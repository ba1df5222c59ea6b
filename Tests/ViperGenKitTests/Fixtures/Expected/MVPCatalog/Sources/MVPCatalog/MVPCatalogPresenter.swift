import Foundation

/// The MVPCatalog presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
public final class MVPCatalogPresenter {
    private weak var view: (any MVPCatalogView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    public weak var navigator: (any MVPCatalogNavigator)?
    private let model: any MVPCatalogModelProtocol

    public init(model: any MVPCatalogModelProtocol, navigator: (any MVPCatalogNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    public func attach(view: any MVPCatalogView) {
        self.view = view
    }

    public func loadProducts(
        page: Int,
        pageSize: Int,
        since date: Date,
        limit: Int?,
        source: URL
    ) async {
        do {
            let products = try await model.loadProducts(
                page: page,
                pageSize: pageSize,
                since: date,
                limit: limit,
                source: source
            )
            view?.displayProducts(products.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func product(with id: UUID) async {
        do {
            let productResult = try await model.product(with: id)
            view?.displayProduct(productResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func search(_ query: String, in tags: [String]) async {
        let searchResult = await model.search(query, in: tags)
        view?.displaySearchResult(searchResult.map(makeViewModel(from:)))
    }

    public func favourite(_ product: Product) async {
        do {
            try await model.favourite(product)
            await updateView()
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func stockLevels() async {
        do {
            let stockLevelsResult = try await model.stockLevels()
            view?.displayStockLevels(stockLevelsResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func filterTags(tags: [String]) {
        let tagsResult = model.filterTags(tags: tags)
        view?.displayTags(tagsResult)
    }

    public func priceRange() {
        do {
            let priceRangeResult = try model.priceRange()
            view?.displayPriceRange(priceRangeResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func refresh(completion: @escaping @Sendable () -> Void) async {
        await model.refresh(completion: completion)
        await updateView()
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

    public func showReviews(
        for product: ProductRow,
        sortedBy order: String = "newest",
        animated: Bool = true
    ) {
        navigator?.showReviews(for: product, sortedBy: order, animated: animated)
    }

    public func showCart(animated: Bool = true) {
        navigator?.showCart(animated: animated)
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    public func updateView() async {
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

    private func makeViewModel(from product: Product) -> ProductRow {
        ProductRow(
            title: product.title,
            isFeatured: product.isFeatured,
            // TODO: Format `priceText` from the product.
            priceText: ""
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
