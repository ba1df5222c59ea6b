#if canImport(UIKit)
    import UIKit

    /// Takes the Onboarding screen's routes in UIKit: it navigates from the screen's view
    /// controller, which it holds weakly because the screen owns its router.
    @MainActor
    final class OnboardingRouter: OnboardingNavigator {
        /// The screen the routes start from.
        weak var viewController: UIViewController?

        init() {}

        func showHome() {
            // TODO: Make the screen `showHome` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }
    }
#endif
