/// The Onboarding navigation: builds the next modules and shows them.
@MainActor
final class OnboardingRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any OnboardingView)?

    init() {}
}

extension OnboardingRouter: OnboardingRouterProtocol {
    func showHome() {
        // TODO: Build the destination module and show it, for example:
        // (view as? UIViewController)?.navigationController?.pushViewController(destination, animated: true)
    }
}
