/// The Onboarding navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class OnboardingRouter: OnboardingDataPassing {
    /// The screen the routes navigate from; the configurator sets it.
    weak var display: (any OnboardingDisplayLogic)?
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any OnboardingDataStore)?

    init() {}
}

extension OnboardingRouter: OnboardingRoutingLogic {
    func showHome() {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example by appending it to the path the view's NavigationStack observes.
    }
}
