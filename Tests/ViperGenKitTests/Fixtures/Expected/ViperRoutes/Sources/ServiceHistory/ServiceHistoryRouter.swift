#if canImport(UIKit)
    import UIKit
#endif

/// The ServiceHistory navigation: builds the next modules and shows them.
@MainActor
final class ServiceHistoryRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    /// What the routes build the modules they open with.
    private let dependencies: any ServiceHistoryDependencies

    init(dependencies: any ServiceHistoryDependencies) {
        self.dependencies = dependencies
    }
}

#if canImport(UIKit)
    extension ServiceHistoryRouter {
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

extension ServiceHistoryRouter: ServiceHistoryRouterProtocol {
    func showGarage() {
        #if canImport(UIKit)
            let garage = GarageBuilder.build(
                service: dependencies.makeGarageService(),
                dependencies: dependencies.garageDependencies
            )
            viewController?.navigationController?.pushViewController(
                garage,
                animated: true
            )
        #endif
    }

    func dismiss() {
        #if canImport(UIKit)
            popOrDismiss()
        #endif
    }
}
