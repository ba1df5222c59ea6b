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

    extension MVPFeedRouter {
        /// Closes the screen the way it was shown: pops it when it was pushed (it is not the
        /// root of its navigation controller), dismisses it when it was presented (alone, or
        /// at the root of a presented navigation controller).
        private func popOrDismiss() {
            guard let viewController else { return }
            if let navigationController = viewController.navigationController,
                navigationController.viewControllers.first !== viewController
            {
                navigationController.popViewController(animated: true)
            } else if viewController.presentingViewController != nil {
                viewController.dismiss(animated: true)
            }
        }
    }

    extension MVPFeedRouter: MVPFeedNavigator {
        func showPost(_ post: PostRow) {
            // TODO: Build the destination module and show it, for example:
            // viewController?.navigationController?.pushViewController(destination, animated: true)
        }

        func close() {
            popOrDismiss()
        }
    }
#endif
