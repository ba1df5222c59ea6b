import Foundation

/// The ListProducts presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class ListProductsPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any ListProductsDisplayLogic)?

    init(display: any ListProductsDisplayLogic) {
        self.display = display
    }
}

extension ListProductsPresenter {
    private func makeViewModel(from product: Product) -> ProductViewModel {
        ProductViewModel(
            id: product.id,
            name: product.name,
            content: product.content,
            // TODO: Format `price` from the product.
            price: ""
        )
    }

    private func makeErrorViewModel(from error: any Error) -> ListProductsModels.ErrorViewModel {
        ListProductsModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension ListProductsPresenter: ListProductsPresentationLogic {
    func presentFetchProducts(response: ListProductsModels.FetchProducts.Response) {
        let viewModel = ListProductsModels.FetchProducts.ViewModel(
            products: response.products.map(makeViewModel(from:))
        )
        display?.displayFetchProducts(viewModel: viewModel)
    }

    func presentFetchProducts(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
