#if canImport(UIKit)
    import UIKit

    /// Where the MVPFeed screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class MVPFeedRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?

        init() {}
    }

    extension MVPFeedRouter: MVPFeedNavigator {
        func showPost(_ post: PostRow) {
            // TODO: Push the screen `showPost` shows instead of this empty one.
            let destination = UIViewController()
            viewController?.navigationController?.pushViewController(destination, animated: true)
        }

        func close() {
            viewController?.dismiss(animated: true)
        }
    }
#endif
