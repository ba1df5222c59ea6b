import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The ProductCatalogSearchResults navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class ProductCatalogSearchResultsRouter: ProductCatalogSearchResultsDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any ProductCatalogSearchResultsDataStore)?

    init() {}
}

extension ProductCatalogSearchResultsRouter: ProductCatalogSearchResultsRoutingLogic {
    func showProduct(_ product: ProductRow) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }
}
