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
        /// Closes the screen the way it was shown: pops it (with what is above it) when it was
        /// pushed, and dismisses it when it was presented, alone or as the root of its
        /// navigation controller.
        private func popOrDismiss() {
            guard let viewController else { return }
            let stack = viewController.navigationController?.viewControllers ?? []
            if let index = stack.firstIndex(where: { $0 === viewController }), index > 0 {
                viewController.navigationController?.popToViewController(
                    stack[index - 1],
                    animated: true
                )
            } else {
                viewController.presentingViewController?.dismiss(animated: true)
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
