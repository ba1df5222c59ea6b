#if canImport(UIKit)
    import UIKit
#endif

/// The CarDetail navigation: builds the next scenes, passes them what they need and shows
/// them; a route that closes the screen takes it away the way it came (pops or dismisses it).
@MainActor
final class CarDetailRouter: CarDetailDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any CarDetailDataStore)?
    /// What the routes build the scenes they open with; the configurator gives it.
    private let dependencies: any CarDetailDependencies

    init(dependencies: any CarDetailDependencies) {
        self.dependencies = dependencies
    }
}

extension CarDetailRouter: CarDetailRoutingLogic {
    func showServiceHistory(animated: Bool) {
        // The scene the route opens, built as the app builds it, pushed over this one.
        #if canImport(UIKit)
            let destination = ServiceHistoryConfigurator.makeViewController(
                worker: dependencies.makeServiceHistoryWorker(),
                dependencies: dependencies.serviceHistoryDependencies
            )
            viewController?.navigationController?.pushViewController(
                destination,
                animated: animated
            )
        #endif
    }

    func close() {
        // TODO: Tell the scene below what it needs from the arguments or `dataStore`.
        #if canImport(UIKit)
            popOrDismiss()
        #endif
    }
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
