#if canImport(UIKit)
    import Foundation
    import UIKit

    /// Takes the Catalog screen's routes in UIKit: it navigates from the screen's view
    /// controller, which it holds weakly because the screen owns its router.
    @MainActor
    public final class CatalogRouter: CatalogNavigator {
        /// The screen the routes start from.
        public weak var viewController: UIViewController?

        public init() {}

        public func showProduct(_ product: ProductRow, animated: Bool) {
            // TODO: Make the screen `showProduct` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }

        public func showFilters() {
            // TODO: Make the screen `showFilters` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }

        public func dismiss(completion: @escaping @Sendable () -> Void) {
            // TODO: Pass on what the arguments ask for (animation, a completion).
            close()
        }

        public func showReviews(for product: ProductRow, sortedBy order: String, animated: Bool) {
            // TODO: Make the screen `showReviews` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }

        public func showCart(animated: Bool) {
            // TODO: Make the screen `showCart` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }

        public func `open`(navigator: String) {
            // TODO: Make the screen `open` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }

        /// Takes the screen away the way it came: pops it (with what is above it) when it was
        /// pushed, and dismisses it when it was presented, as the root of its navigation
        /// controller or on its own.
        private func close() {
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
#endif
