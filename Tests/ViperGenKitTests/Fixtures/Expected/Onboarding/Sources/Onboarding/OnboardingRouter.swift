#if canImport(UIKit)
    import UIKit
#endif

/// The Onboarding navigation: builds the next modules and shows them.
@MainActor
final class OnboardingRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    init() {}
}

extension OnboardingRouter: OnboardingRouterProtocol {
    func showHome() {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
