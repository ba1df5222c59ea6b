import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The Downloads navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class DownloadsRouter: DownloadsDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any DownloadsDataStore)?

    init() {}
}

extension DownloadsRouter: DownloadsRoutingLogic {
    func openDownload(_ id: UUID) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }
}
