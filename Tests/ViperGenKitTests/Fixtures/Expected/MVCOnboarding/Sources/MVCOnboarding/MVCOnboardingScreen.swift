#if canImport(SwiftUI)
    import SwiftUI

    /// The MVCOnboarding screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store and its navigation, which know nothing of each other: a parent that
    /// builds the screen again changes nothing.
    /// It is content, with no navigation stack of its own: a parent pushes it onto its stack,
    /// and the screens it pushes go onto that same stack. `MVCOnboardingRootScreen` puts it at
    /// the root of a stack.
    struct MVCOnboardingScreen: View {
        @State private var store: MVCOnboardingStore
        /// Where the screen goes: the step it pushes onto the stack it is in.
        @State private var navigation = MVCOnboardingNavigation()
        /// Whether the first load has finished: a screen pushed over this one cancels `.task`
        /// and popping it runs `.task` again, which must not load again.
        @State private var hasLoaded = false

        init(store: MVCOnboardingStore) {
            _store = State(initialValue: store)
        }

        var body: some View {
            // TODO: Lay out what `store` keeps and call the store's methods from the controls
            // (in a `Task` when they are async); SwiftUI redraws what reads the store. A
            // control that leads on calls a route of `navigation`.
            Text("MVCOnboarding")
                // A route sets `navigation.step`, which pushes its screen onto the stack this
                // screen is in; going back sets it to nil.
                .navigationDestination(item: $navigation.step) { step in
                    // A new identity for each step: a route taken again while its screen is
                    // shown pushes that new module, not the old one updated in place.
                    destinationView(for: step)
                        .id(step.id)
                }
                .task {
                    // Once per screen: a load cut short by a push runs again when the screen
                    // shows again; one that finished does not.
                    guard !hasLoaded else { return }
                    store.load()
                    hasLoaded = true
                }
        }

        /// What the screen shows of `store.pagesResult`.
        private var pagesResult: [OnboardingPageViewModel] {
            store.pagesResult.map(makeViewModel(from:))
        }

        private func makeViewModel(from onboardingPage: OnboardingPage) -> OnboardingPageViewModel {
            OnboardingPageViewModel(title: onboardingPage.title, body: onboardingPage.body)
        }

        /// The screen a step shows: another module's content (its `...Screen`, or its view
        /// without a stack of its own), whose own pushes then go onto this same stack.
        private func destinationView(for step: MVCOnboardingNavigation.Step) -> some View {
            // TODO: Show the module each route opens: name it in the spec
            // (`route(…) -> OtherModule`) and the route builds it once, when it is taken; not
            // here, which SwiftUI runs each time it draws.
            Text(String(describing: step.destination))
        }
    }

    /// The MVCOnboarding screen at the root of a navigation stack of its own, for an app's (or a
    /// tab's) first screen or a presented one: the stack the screen and the screens it pushes go
    /// onto.
    struct MVCOnboardingRootScreen: View {
        /// The screen the stack starts with.
        let content: MVCOnboardingScreen

        init(store: MVCOnboardingStore) {
            content = MVCOnboardingScreen(store: store)
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }

    /// The screen in Xcode's canvas, over a service that answers at once and reaches nothing.
    struct MVCOnboardingScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVCOnboardingRootScreen(
                store: MVCOnboardingStore(service: MVCOnboardingPreviewService())
            )
        }
    }

    /// A service for previews: empty results, and cancellation (which the screen does not
    /// show) for what has none.
    private nonisolated struct MVCOnboardingPreviewService: MVCOnboardingServiceProtocol {
        func pages() -> [OnboardingPage] {
            []
        }

        func finish() async {
        }
    }
#endif
