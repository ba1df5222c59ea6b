import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The Catalog navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
public final class CatalogRouter: CatalogDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        public weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    public var dataStore: (any CatalogDataStore)?

    public init() {}
}

extension CatalogRouter: CatalogRoutingLogic {
    public func showProduct(_ product: ProductRow, animated: Bool) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }

    public func showFilters(_ tags: [String]) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }

    public func dismiss(completion: @escaping @Sendable () -> Void) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }

    public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }

    public func showCart(animated: Bool) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }
}
