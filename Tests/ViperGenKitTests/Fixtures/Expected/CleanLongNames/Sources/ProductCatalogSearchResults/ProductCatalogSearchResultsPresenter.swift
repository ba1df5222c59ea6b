import Foundation

/// The ProductCatalogSearchResults presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class ProductCatalogSearchResultsPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any ProductCatalogSearchResultsDisplayLogic)?

    init(display: any ProductCatalogSearchResultsDisplayLogic) {
        self.display = display
    }
}

extension ProductCatalogSearchResultsPresenter {
    private func makeViewModel(from product: Product) -> ProductRow {
        ProductRow(
            title: product.title,
            // TODO: Format `priceText` from the product.
            priceText: ""
        )
    }

    private func makeErrorViewModel(from error: any Error)
        -> ProductCatalogSearchResultsModels.ErrorViewModel
    {
        ProductCatalogSearchResultsModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension ProductCatalogSearchResultsPresenter: ProductCatalogSearchResultsPresentationLogic {
    func presentFetchProductCatalogSearchResults(
        response: ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response
    ) {
        let viewModel = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults
            .ViewModel(
                productCatalogSearchResults: response.productCatalogSearchResults.map(
                    makeViewModel(from:)
                )
            )
        display?.displayFetchProductCatalogSearchResults(viewModel: viewModel)
    }

    func presentFetchProductCatalogSearchResults(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentRefineProductCatalogSearchResults(
        response: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Response
    ) {
        let viewModel = ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults
            .ViewModel(
                refineProductCatalogSearchResultsResult: response
                    .refineProductCatalogSearchResultsResult.map(makeViewModel(from:))
            )
        display?.displayRefineProductCatalogSearchResults(viewModel: viewModel)
    }

    func presentRefineProductCatalogSearchResults(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
