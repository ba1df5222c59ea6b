#if canImport(UIKit)
    import UIKit

    /// Where the BookDetail screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class BookDetailRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?
        /// What the modules the routes open are built with.
        private let dependencies: any BookDetailDependencies

        init(dependencies: any BookDetailDependencies) {
            self.dependencies = dependencies
        }
    }

    extension BookDetailRouter {
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

    extension BookDetailRouter: BookDetailNavigator {
        func showReviews(for book: Book, animated: Bool) {
            let reviews = ReviewsViewController(
                model: dependencies.makeReviewsModel(),
                dependencies: dependencies.reviewsDependencies
            )
            viewController?.navigationController?.pushViewController(reviews, animated: animated)
        }

        func close() {
            popOrDismiss()
        }
    }
#endif
