#if canImport(UIKit)
    import UIKit

    /// Where the MVPCounter screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class MVPCounterRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?

        init() {}
    }

    extension MVPCounterRouter: MVPCounterNavigator {
        func showHistory(of counter: Counter) {
            // TODO: Build the destination module and show it, for example:
            // viewController?.navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
