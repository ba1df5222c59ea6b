#if canImport(SwiftUI)
    import SwiftUI

    /// The Onboarding screen: shows what the presenter puts in `state`, sends the user's
    /// requests to `state.interactor`, and takes the routes with `state.router`.
    struct OnboardingView: View {
        /// What the screen shows, which owns the scene (interactor, presenter, router). SwiftUI
        /// keeps the first state the screen is given, so a scene a parent builds again is
        /// dropped whole and the kept one goes on updating the screen.
        @State private var state: OnboardingDisplayState

        init(state: OnboardingDisplayState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // The router holds the path: a route it takes pushes the scene of its destination.
            NavigationStack(
                path: Binding(
                    get: { state.router?.path ?? [] },
                    set: { path in state.router?.path = path }
                )
            ) {
                // TODO: Lay out what `state` holds; take the routes with `state.router`.
                Text("Onboarding")
                    .navigationDestination(for: OnboardingDestination.self) { destination in
                        // TODO: Build the scene of `destination.route` with its configurator.
                        Text(String(describing: destination.route))
                    }
            }
            .task { @MainActor [state] in
                state.interactor?.pages(request: .init())
            }
        }
    }

    /// The screen over an empty state: nothing loads and nothing navigates.
    struct OnboardingViewPreviews: PreviewProvider {
        static var previews: some View {
            OnboardingView(state: OnboardingDisplayState())
        }
    }
#endif
