import Observation

/// Where the MVPOnboarding screen's routes go: a route sets `destination`, which the screen
/// pushes onto the navigation stack it is in. The screen keeps the
/// router, and the presenter sends its routes here.
@MainActor
@Observable
final class MVPOnboardingRouter {
    /// The screen a route pushed above MVPOnboarding, on the stack MVPOnboarding is in; SwiftUI sets it
    /// back to `nil` when the user goes back.
    var destination: MVPOnboardingDestination?

    init() {}
}

extension MVPOnboardingRouter: MVPOnboardingNavigator {
    func showHome() {
        destination = MVPOnboardingDestination(.showHome)
    }
}
