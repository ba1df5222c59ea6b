/// The Cars navigation: builds the next modules and shows them.
@MainActor
final class CarsRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any CarsView)?

    init() {}
}

extension CarsRouter: CarsRouterProtocol {
    func showCarDetail(for viewModel: CarViewModel) {
        // TODO: Build the destination module and show it, for example:
        // (view as? UIViewController)?.navigationController?.pushViewController(destination, animated: true)
    }

    func showCreateCarScreen() {
        // TODO: Build the destination module and show it, for example:
        // (view as? UIViewController)?.navigationController?.pushViewController(destination, animated: true)
    }
}
