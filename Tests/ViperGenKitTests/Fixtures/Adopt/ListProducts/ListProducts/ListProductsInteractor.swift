// From the reference article 004 (Clean Swift) (../shared/seeds), as printed there.

struct ListProductsInteractor {
    private let presenter: ListProductsPresentable
    private let productsWorker: ProductsWorkerType
    
    init(presenter: ListProductsPresentable, productsWorker: ProductsWorkerType) {
        self.presenter = presenter
        self.productsWorker = productsWorker
    }
}
 
extension ListProductsInteractor: ListProductsBusinessLogic {
    func fetchProducts(with request: ListProductsModels.FetchRequest) {
        productsWorker.fetch {
            guard let value = $0.value, $0.isSuccess else {
                return self.presenter.presentFetchedProducts(error: $0.error ?? .unknownReason(nil))
            }
            
            self.presenter.presentFetchedProducts(
                for: ListProductsModels.Response(products: value)
            )
        }
    }
}
