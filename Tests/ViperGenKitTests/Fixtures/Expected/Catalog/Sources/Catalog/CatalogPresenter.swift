import Foundation

/// The Catalog presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
public final class CatalogPresenter {
    public weak var view: (any CatalogView)?
    private let interactor: any CatalogInteractorProtocol
    private let router: any CatalogRouterProtocol

    public init(interactor: any CatalogInteractorProtocol, router: any CatalogRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension CatalogPresenter {
    private func makeViewModel(from product: Product) -> ProductRow {
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

extension CatalogPresenter: CatalogPresenterProtocol {
    public func viewDidLoad() async {
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
        do {
            let products = try await interactor.loadProducts(
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
            let productResult = try await interactor.product(with: id)
            view?.displayProduct(productResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func search(_ query: String, in tags: [String]) async {
        let searchResult = await interactor.search(query, in: tags)
        view?.displaySearchResult(searchResult.map(makeViewModel(from:)))
    }

    public func favourite(_ product: Product) async {
        do {
            try await interactor.favourite(product)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func stockLevels() async {
        do {
            let stockLevelsResult = try await interactor.stockLevels()
            view?.displayStockLevels(stockLevelsResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func filterTags(tags: [String]) {
        let tagsResult = interactor.filterTags(tags: tags)
        view?.displayTags(tagsResult)
    }

    public func priceRange() {
        do {
            let priceRangeResult = try interactor.priceRange()
            view?.displayPriceRange(priceRangeResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    public func showProduct(_ product: ProductRow, animated: Bool) {
        router.showProduct(product, animated: animated)
    }

    public func showFilters() {
        router.showFilters()
    }

    public func dismiss(completion: @escaping @Sendable () -> Void) {
        router.dismiss(completion: completion)
    }

    public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
        router.showReviews(for: product, sortedBy: order, animated: animated)
    }

    public func showPrice(of product: ProductRow, in locale: Locale) {
        router.showPrice(of: product, in: locale)
    }

    public func goBack(animated: Bool) {
        router.goBack(animated: animated)
    }
}
