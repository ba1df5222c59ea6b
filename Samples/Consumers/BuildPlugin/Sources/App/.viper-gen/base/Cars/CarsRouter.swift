#if canImport(UIKit)
    import UIKit
#endif

/// The Cars navigation: builds the next modules and shows them.
@MainActor
final class CarsRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    init() {}
}

extension CarsRouter: CarsRouterProtocol {
    func showCarDetail(for viewModel: CarViewModel) {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
