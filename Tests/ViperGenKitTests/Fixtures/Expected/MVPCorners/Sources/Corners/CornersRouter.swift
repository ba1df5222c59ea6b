#if canImport(UIKit)
    import UIKit

    /// Where the Corners screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class CornersRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?

        init() {}
    }

    extension CornersRouter: CornersNavigator {
        func showGadget(_ row: GadgetRow) {
            // TODO: Build the destination module and show it, for example:
            // viewController?.navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
