import Foundation
#if canImport(UIKit)
    import UIKit
#endif

/// The Catalog navigation: builds the next modules and shows them.
@MainActor
public final class CatalogRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        public weak var viewController: UIViewController?
    #endif

    public init() {}
}

#if canImport(UIKit)
    extension CatalogRouter {
        /// Closes the screen the way it was shown: pops it when it was pushed (it is not the
        /// root of its navigation controller), dismisses it when it was presented (alone, or
        /// at the root of a presented navigation controller).
        private func popOrDismiss() {
            guard let viewController else { return }
            if let navigationController = viewController.navigationController,
                navigationController.viewControllers.first !== viewController
            {
                navigationController.popViewController(animated: true)
            } else if viewController.presentingViewController != nil {
                viewController.dismiss(animated: true)
            }
        }
    }
#endif

extension CatalogRouter: CatalogRouterProtocol {
    public func showProduct(_ product: ProductRow, animated: Bool) {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    public func showFilters() {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    public func dismiss(completion: @escaping @Sendable () -> Void) {
        #if canImport(UIKit)
            popOrDismiss()
        #endif
    }

    public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    public func showPrice(of product: ProductRow, in locale: Locale) {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    public func goBack(animated: Bool) {
        #if canImport(UIKit)
            popOrDismiss()
        #endif
    }
}
