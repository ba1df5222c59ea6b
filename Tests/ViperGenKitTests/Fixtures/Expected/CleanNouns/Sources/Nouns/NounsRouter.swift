#if canImport(UIKit)
    import UIKit
#endif

/// The Nouns navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class NounsRouter: NounsDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any NounsDataStore)?

    init() {}
}

extension NounsRouter: NounsRoutingLogic {
}
