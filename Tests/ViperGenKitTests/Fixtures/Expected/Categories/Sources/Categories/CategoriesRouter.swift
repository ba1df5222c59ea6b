/// The Categories navigation: builds the next modules and shows them.
@MainActor
final class CategoriesRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any CategoriesView)?

    init() {}
}

extension CategoriesRouter: CategoriesRouterProtocol {
    func showCategoryDetail(for viewModel: CategoryViewModel) {
        // TODO: Build the destination module and show it, for example:
        // (view as? UIViewController)?.navigationController?.pushViewController(destination, animated: true)
    }
}
