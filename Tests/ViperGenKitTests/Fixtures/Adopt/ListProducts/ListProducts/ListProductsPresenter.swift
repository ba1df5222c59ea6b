// From the reference article 004 (Clean Swift) (../shared/seeds), as printed there.

struct ListProductsPresenter: ListProductsPresentable {
    private weak var viewController: ListProductsDisplayable?
    private let currencyFormatter: NumberFormatter
    
    init(viewController: ListProductsDisplayable?) {
        self.viewController = viewController
        self.currencyFormatter = NumberFormatter()
        self.currencyFormatter.numberStyle = .currency
    }
}
 
extension ListProductsPresenter {
    
    func presentFetchedProducts(for response: ListProductsModels.Response) {
        let viewModel = ListProductsModels.ViewModel(
            products: response.products.map {
                ListProductsModels.ProductViewModel(
                    id: $0.id,
                    name: $0.name,
                    content: $0.content,
                    price: currencyFormatter.string(from: NSNumber(value: Float($0.priceCents) / 100)) ?? "\($0.priceCents / 100)"
                )
            }
        )
        
        viewController?.displayFetchedProducts(with: viewModel)
    }
    
    func presentFetchedProducts(error: DataError) {
        // Handle and parse error
        let viewModel = AppModels.Error(
            title: NSLocalizedString("products.error.title", "Title for product error"),
            message: String(format: NSLocalizedString("products.error.message", "Message for product error"), error)
        )
        
        viewController?.display(error: viewModel)
    }
}
