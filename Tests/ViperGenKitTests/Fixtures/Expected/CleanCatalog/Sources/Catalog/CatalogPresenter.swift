import Foundation

/// The Catalog presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
public final class CatalogPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    public weak var display: (any CatalogDisplayLogic)?

    public init(display: any CatalogDisplayLogic) {
        self.display = display
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

    private func makeErrorViewModel(from error: any Error) -> CatalogModels.ErrorViewModel {
        CatalogModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension CatalogPresenter: CatalogPresentationLogic {
    public func presentLoadProducts(response: CatalogModels.LoadProducts.Response) {
        let viewModel = CatalogModels.LoadProducts.ViewModel(
            products: response.products.map(makeViewModel(from:))
        )
        display?.displayLoadProducts(viewModel: viewModel)
    }

    public func presentLoadProducts(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    public func presentProduct(response: CatalogModels.ProductUseCase.Response) {
        let viewModel = CatalogModels.ProductUseCase.ViewModel(
            productResult: response.productResult.map(makeViewModel(from:))
        )
        display?.displayProduct(viewModel: viewModel)
    }

    public func presentProduct(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    public func presentSearch(response: CatalogModels.Search.Response) {
        let viewModel = CatalogModels.Search.ViewModel(
            searchResult: response.searchResult.map(makeViewModel(from:))
        )
        display?.displaySearch(viewModel: viewModel)
    }

    public func presentFavourite(response: CatalogModels.Favourite.Response) {
        let viewModel = CatalogModels.Favourite.ViewModel()
        display?.displayFavourite(viewModel: viewModel)
    }

    public func presentFavourite(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    public func presentTag(response: CatalogModels.Tag.Response) {
        let viewModel = CatalogModels.Tag.ViewModel()
        display?.displayTag(viewModel: viewModel)
    }

    public func presentTag(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    public func presentObserveStock(response: CatalogModels.ObserveStock.Response) {
        let viewModel = CatalogModels.ObserveStock.ViewModel()
        display?.displayObserveStock(viewModel: viewModel)
    }

    public func presentStockLevels(response: CatalogModels.StockLevels.Response) {
        let viewModel = CatalogModels.StockLevels.ViewModel(
            stockLevelsResult: response.stockLevelsResult
        )
        display?.displayStockLevels(viewModel: viewModel)
    }

    public func presentStockLevels(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    public func presentFilterTags(response: CatalogModels.FilterTags.Response) {
        let viewModel = CatalogModels.FilterTags.ViewModel(tagsResult: response.tagsResult)
        display?.displayFilterTags(viewModel: viewModel)
    }

    public func presentPriceRange(response: CatalogModels.PriceRange.Response) {
        let viewModel = CatalogModels.PriceRange.ViewModel(
            priceRangeResult: response.priceRangeResult
        )
        display?.displayPriceRange(viewModel: viewModel)
    }

    public func presentPriceRange(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    public func presentRecentlyViewedProductIDs(
        response: CatalogModels.RecentlyViewedProductIDs.Response
    ) {
        let viewModel = CatalogModels.RecentlyViewedProductIDs.ViewModel(
            recentlyViewedProductIDsResult: response.recentlyViewedProductIDsResult
        )
        display?.displayRecentlyViewedProductIDs(viewModel: viewModel)
    }
}
