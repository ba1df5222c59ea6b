import Foundation
#if canImport(UIKit)
    import UIKit
#endif

/// The CarDetail navigation: builds the next modules and shows them.
@MainActor
final class CarDetailRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    init() {}
}

#if canImport(UIKit)
    extension CarDetailRouter {
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
#endif

extension CarDetailRouter: CarDetailRouterProtocol {
    func showEditor(for car: Car) {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    func close() {
        #if canImport(UIKit)
            popOrDismiss()
        #endif
    }
}
