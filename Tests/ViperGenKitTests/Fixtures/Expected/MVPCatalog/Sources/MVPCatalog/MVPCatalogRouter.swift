import Foundation
import Observation

/// Where the MVPCatalog screen's routes go: a route sets `destination`, which the screen
/// pushes onto the navigation stack it is in, and a route that closes the screen sets
/// `isDismissed`, which the screen answers with its dismiss action. The screen keeps the
/// router, and the presenter sends its routes here.
@MainActor
@Observable
public final class MVPCatalogRouter {
    /// The screen a route pushed above MVPCatalog, on the stack MVPCatalog is in; SwiftUI sets it
    /// back to `nil` when the user goes back.
    public var destination: MVPCatalogDestination?
    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    /// A flag and not a closure: a closure from the screen would keep the screen's state, which
    /// keeps this router, and neither would ever be released.
    public var isDismissed = false

    public init() {}
}

extension MVPCatalogRouter: MVPCatalogNavigator {
    public func showProduct(_ product: ProductRow, animated: Bool) {
        destination = MVPCatalogDestination(.showProduct(product: product, animated: animated))
    }

    public func showFilters() {
        destination = MVPCatalogDestination(.showFilters)
    }

    public func dismiss(completion: @escaping @Sendable () -> Void) {
        isDismissed = true
    }

    public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
        destination = MVPCatalogDestination(
            .showReviews(product: product, order: order, animated: animated)
        )
    }

    public func showCart(animated: Bool) {
        destination = MVPCatalogDestination(.showCart(animated: animated))
    }
}
