#if canImport(UIKit)
    import UIKit
#endif

/// The Categories navigation: builds the next modules and shows them.
@MainActor
final class CategoriesRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    init() {}
}

extension CategoriesRouter: CategoriesRouterProtocol {
    func showCategoryDetail(for viewModel: CategoryViewModel) {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
