import Foundation
import Observation

/// Where the MVPCatalog screen's routes go: the navigation path that the screen's
/// `NavigationStack` shows, and the screen's dismiss action for the routes that close it.
/// The screen keeps it, and the presenter sends its routes here.
@MainActor
@Observable
public final class MVPCatalogRouter {
    /// The screens pushed on top of MVPCatalog, one for each route the presenter took.
    public var path: [MVPCatalogDestination] = []
    /// Closes the screen: the screen sets it to its `dismiss` action when it appears.
    @ObservationIgnored public var dismissAction: @MainActor () -> Void = {}

    public init() {}
}

extension MVPCatalogRouter: MVPCatalogNavigator {
    public func showProduct(_ product: ProductRow, animated: Bool) {
        path.append(MVPCatalogDestination(.showProduct(product: product, animated: animated)))
    }

    public func showFilters() {
        path.append(MVPCatalogDestination(.showFilters))
    }

    public func dismiss(completion: @escaping @Sendable () -> Void) {
        dismissAction()
    }

    public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
        path.append(
            MVPCatalogDestination(.showReviews(product: product, order: order, animated: animated))
        )
    }

    public func showCart(animated: Bool) {
        path.append(MVPCatalogDestination(.showCart(animated: animated)))
    }
}
