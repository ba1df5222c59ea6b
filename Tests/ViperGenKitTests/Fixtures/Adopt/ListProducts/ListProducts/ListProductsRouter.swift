// From the reference article 004 (Clean Swift) (its stray ')' after instantiateInitialViewController() taken out) (../shared/seeds), as printed there.

struct ListProductsRouter {
    weak var viewController: UIViewController?
    
    init(viewController: UIViewController?) {
        self.viewController = viewController
    }
}
 
extension ListProductsRouter: ListProductsRoutable {
    
    func showProduct(for id: Int) {
        let storyboard = UIStoryboard(name: "ShowProduct", bundle: nil)
        
        guard let controller = storyboard.instantiateInitialViewController() as? ShowProductViewController
            else { return assertionFailure("Invalid controller for storyboard \(storyboard).") }
 
        controller.productID = id
 
        viewController?.present(controller, animated: true)
    }
}
