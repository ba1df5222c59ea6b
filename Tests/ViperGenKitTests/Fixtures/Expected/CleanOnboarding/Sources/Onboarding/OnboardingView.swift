#if canImport(SwiftUI)
    import SwiftUI

    /// The Onboarding screen: shows what the presenter puts in `state`, sends the user's
    /// requests to the interactor, and asks the router to navigate.
    struct OnboardingView: View {
        @State private var state: OnboardingDisplayState
        private let interactor: any OnboardingBusinessLogic
        private let router: any OnboardingRoutingLogic & OnboardingDataPassing

        init(
            state: OnboardingDisplayState,
            interactor: any OnboardingBusinessLogic,
            router: any OnboardingRoutingLogic & OnboardingDataPassing
        ) {
            _state = State(initialValue: state)
            self.interactor = interactor
            self.router = router
        }

        var body: some View {
            // TODO: Lay out what `state` holds; take the routes with `router`.
            Text("Onboarding")
                .task { @MainActor [interactor] in
                    interactor.pages(request: .init())
                }
        }
    }
#endif
