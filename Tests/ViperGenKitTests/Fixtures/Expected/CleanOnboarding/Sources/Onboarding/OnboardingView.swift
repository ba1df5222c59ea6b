#if canImport(SwiftUI)
    import SwiftUI

    /// The Onboarding screen: shows what the presenter puts in `state`, sends the user's
    /// requests to `state.interactor`, and takes the routes with `state.router`. It is content,
    /// with no navigation stack of its own: a parent pushes it onto its stack, and the scenes it
    /// pushes go onto that same stack. `OnboardingRootView` puts it at the root of a stack.
    struct OnboardingView: View {
        /// What the screen shows, which owns the scene (interactor, presenter, router). SwiftUI
        /// keeps the first state the screen is given, so a scene a parent builds again is
        /// dropped whole and the kept one goes on updating the screen.
        @State private var state: OnboardingDisplayState

        init(state: OnboardingDisplayState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // TODO: Lay out what `state` holds; take the routes with `state.router`.
            Text("Onboarding")
                // The router holds the destination: a route it takes pushes the destination's
                // scene onto the stack this screen is in, and popping it clears it.
                .navigationDestination(
                    item: Binding(
                        get: { state.router?.destination },
                        set: { destination in state.router?.destination = destination }
                    )
                ) { destination in
                    // TODO: Build the scene of `destination.route` as content, with its
                    // configurator's `makeView()`, e.g. `NextConfigurator.makeView()`: its own
                    // pushes then go onto this same stack (its root view would bring a second).
                    Text(String(describing: destination.route))
                }
                .task { @MainActor [state] in
                    // Once per scene: the state runs the requests in a task of its own, which a
                    // screen pushed over this one does not cancel and popping it does not start
                    // again (this `.task` is cancelled and run again each time). The state cancels
                    // it when the scene goes away for good.
                    guard state.loadTask == nil else { return }
                    state.loadTask = Task { [weak state] in
                        // The task keeps the interactor, not the state, while the requests run.
                        guard let interactor = state?.interactor else { return }
                        interactor.pages(request: .init())
                    }
                }
        }
    }

    /// The Onboarding screen at the root of a navigation stack, for an app's (or a tab's) first
    /// screen or a presented one: the stack the screen and the scenes it pushes go onto.
    struct OnboardingRootView: View {
        /// The screen the stack starts with.
        let content: OnboardingView

        init(content: OnboardingView) {
            self.content = content
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }

    /// The screen over an empty state: nothing loads and nothing navigates.
    struct OnboardingViewPreviews: PreviewProvider {
        static var previews: some View {
            OnboardingRootView(content: OnboardingView(state: OnboardingDisplayState()))
        }
    }
#endif
