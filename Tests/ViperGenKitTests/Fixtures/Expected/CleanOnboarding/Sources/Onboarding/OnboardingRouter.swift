import Observation

/// The Onboarding navigation: builds the next scenes, passes them what they need and shows
/// them: a route appends the scene's destination to `path`, which the screen's navigation
/// stack shows.
@MainActor
@Observable
final class OnboardingRouter: OnboardingDataPassing {
    /// The scenes pushed onto the screen's navigation stack, the last one on top.
    var path: [OnboardingDestination] = []
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    @ObservationIgnored var dataStore: (any OnboardingDataStore)?

    init() {}
}

extension OnboardingRouter: OnboardingRoutingLogic {
    func showHome() {
        // TODO: Pass the next scene what it needs from `dataStore`; the screen builds it for the
        // destination.
        path.append(OnboardingDestination(.showHome))
    }
}
