import Observation

/// Where the MVPOnboarding screen's routes go: the navigation path that the screen's
/// `NavigationStack` shows.
/// The screen keeps it, and the presenter sends its routes here.
@MainActor
@Observable
final class MVPOnboardingRouter {
    /// The screens pushed on top of MVPOnboarding, one for each route the presenter took.
    var path: [MVPOnboardingDestination] = []

    init() {}
}

extension MVPOnboardingRouter: MVPOnboardingNavigator {
    func showHome() {
        path.append(MVPOnboardingDestination(.showHome))
    }
}
