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
        /// Closes the screen the way it was shown: pops it (with what is above it) when it was
        /// pushed, and dismisses it when it was presented, alone or as the root of its
        /// navigation controller.
        private func popOrDismiss() {
            guard let viewController else { return }
            let stack = viewController.navigationController?.viewControllers ?? []
            if let index = stack.firstIndex(where: { $0 === viewController }), index > 0 {
                viewController.navigationController?.popToViewController(
                    stack[index - 1],
                    animated: true
                )
            } else {
                viewController.presentingViewController?.dismiss(animated: true)
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
