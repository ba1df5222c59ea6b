import Foundation

/// The Catalog business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
public final class CatalogInteractor: CatalogDataStore {
    public private(set) var products: [Product] = []
    public private(set) var productResult: Product?
    public private(set) var searchResult: [Product] = []
    public private(set) var stockLevelsResult: [String: Int] = [:]
    public private(set) var tagsResult: [String] = []
    public private(set) var priceRangeResult: (min: Double, max: Double) = (min: 0, max: 0)
    public private(set) var recentlyViewedProductIDsResult: [UUID] = []
    private let presenter: any CatalogPresentationLogic
    private let worker: any CatalogWorkerProtocol

    public init(presenter: any CatalogPresentationLogic, worker: any CatalogWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension CatalogInteractor: CatalogBusinessLogic {
    public func loadProducts(request: CatalogModels.LoadProducts.Request) async {
        do {
            let products = try await worker.loadProducts(
                page: request.page,
                pageSize: request.pageSize,
                since: request.date,
                limit: request.limit,
                source: request.source
            )
            self.products = products
            presenter.presentLoadProducts(
                response: CatalogModels.LoadProducts.Response(products: products)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentLoadProducts(error: error)
        }
    }

    public func product(request: CatalogModels.ProductUseCase.Request) async {
        do {
            let productResult = try await worker.product(with: request.id)
            self.productResult = productResult
            presenter.presentProduct(
                response: CatalogModels.ProductUseCase.Response(productResult: productResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentProduct(error: error)
        }
    }

    public func search(request: CatalogModels.Search.Request) async {
        let searchResult = await worker.search(request.query, in: request.tags)
        self.searchResult = searchResult
        presenter.presentSearch(response: CatalogModels.Search.Response(searchResult: searchResult))
    }

    public func favourite(request: CatalogModels.Favourite.Request) async {
        do {
            try await worker.favourite(request.product)
            presenter.presentFavourite(response: CatalogModels.Favourite.Response())
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFavourite(error: error)
        }
    }

    public func tag(request: CatalogModels.Tag.Request) async {
        do {
            try await worker.tag(request.names, on: request.product)
            presenter.presentTag(response: CatalogModels.Tag.Response())
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentTag(error: error)
        }
    }

    public func observeStock(request: CatalogModels.ObserveStock.Request) async {
        await worker.observeStock(onChange: request.onChange)
        presenter.presentObserveStock(response: CatalogModels.ObserveStock.Response())
    }

    public func stockLevels(request: CatalogModels.StockLevels.Request) async {
        do {
            let stockLevelsResult = try await worker.stockLevels()
            self.stockLevelsResult = stockLevelsResult
            presenter.presentStockLevels(
                response: CatalogModels.StockLevels.Response(stockLevelsResult: stockLevelsResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentStockLevels(error: error)
        }
    }

    public func filterTags(request: CatalogModels.FilterTags.Request) {
        let tagsResult = worker.filterTags(tags: request.tags)
        self.tagsResult = tagsResult
        presenter.presentFilterTags(
            response: CatalogModels.FilterTags.Response(tagsResult: tagsResult)
        )
    }

    public func priceRange(request: CatalogModels.PriceRange.Request) {
        do {
            let priceRangeResult = try worker.priceRange()
            self.priceRangeResult = priceRangeResult
            presenter.presentPriceRange(
                response: CatalogModels.PriceRange.Response(priceRangeResult: priceRangeResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentPriceRange(error: error)
        }
    }

    public func recentlyViewedProductIDs(request: CatalogModels.RecentlyViewedProductIDs.Request) {
        let recentlyViewedProductIDsResult = worker.recentlyViewedProductIDs()
        self.recentlyViewedProductIDsResult = recentlyViewedProductIDsResult
        presenter.presentRecentlyViewedProductIDs(
            response: CatalogModels.RecentlyViewedProductIDs.Response(
                recentlyViewedProductIDsResult: recentlyViewedProductIDsResult
            )
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
