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
            viewController?.dismiss(animated: true)
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
}
