// From the reference article 004 (Clean Swift) (../shared/seeds), as printed there.

protocol ListProductsDisplayable: class { // View Controller
    func displayFetchedProducts(with viewModel: ListProductsModels.ViewModel)
    func display(error: AppModels.Error)
}
 
protocol ListProductsBusinessLogic { // Interactor
    func fetchProducts(with request: ListProductsModels.FetchRequest)
}
 
protocol ListProductsPresentable { // Presenter
    func presentFetchedProducts(for response: ListProductsModels.Response)
    func presentFetchedProducts(error: DataError)
}
 
protocol ListProductsRoutable: AppRoutable { // Router
    func showProduct(for id: Int)
}
