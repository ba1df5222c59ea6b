// From the reference article 004 (Clean Swift) (../shared/seeds), as printed there.

class ListProductsViewController: UIViewController {
 
    private lazy var interactor: ListProductsBusinessLogic = ListProductsInteractor(
        presenter: ListProductsPresenter(viewController: self),
        productsWorker: ProductsWorker(store: ProductsMemoryStore())
    )
    
    private lazy var router: ListProductsRoutable = ListProductsRouter(
        viewController: self
    )
 
    private var viewModel: ListProductsModels.ViewModel?
 
    override func viewDidLoad() {
        super.viewDidLoad()
 
        interactor.fetchProducts(
            with: ListProductsModels.FetchRequest()
        )
    }
}

extension ListProductsViewController: ListProductsDisplayable {
    
    func displayFetchedProducts(with viewModel: ListProductsModels.ViewModel) {
        self.viewModel = viewModel
        tableView.reloadData()
    }    
 
    func display(error: AppModels.Error) {
        let alertController = UIAlertController(
            title: error.title,
            message: error.message,
            preferredStyle: .alert
        )
        
        alertController.addAction(
            UIAlertAction(title: "OK", style: .default, handler: nil)
        )
        
        present(alertController, animated: true, completion: nil)
    }
}
 
extension ListProductsViewController: UITableViewDelegate {
    
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let model = viewModel?.products[indexPath.row] else { return }
        router.showProduct(for: model.id)
    }
}
