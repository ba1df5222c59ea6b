#if canImport(SwiftUI)
    import SwiftUI

    /// The MVCOnboarding screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store and its navigation, which know nothing of each other: a parent that
    /// builds the screen again changes nothing.
    struct MVCOnboardingScreen: View {
        @State private var store: MVCOnboardingStore
        /// Where the screen goes: the path of its navigation stack.
        @State private var navigation = MVCOnboardingNavigation()

        init(store: MVCOnboardingStore) {
            _store = State(initialValue: store)
        }

        var body: some View {
            stack
                .task { store.load() }
        }

        /// The screen's navigation stack: its path is `navigation.path`, which the routes extend.
        private var stack: some View {
            NavigationStack(path: $navigation.path) {
                // TODO: Lay out what `store` keeps and call the store's methods from the controls
                // (in a `Task` when they are async); SwiftUI redraws what reads the store. A
                // control that leads on calls a route of `navigation`.
                Text("MVCOnboarding")
                    .navigationDestination(for: MVCOnboardingNavigation.Step.self) { step in
                        destinationView(for: step)
                    }
            }
        }

        /// What the screen shows of `store.pagesResult`.
        private var pagesResult: [OnboardingPageViewModel] {
            store.pagesResult.map(makeViewModel(from:))
        }

        private func makeViewModel(from onboardingPage: OnboardingPage) -> OnboardingPageViewModel {
            OnboardingPageViewModel(title: onboardingPage.title, body: onboardingPage.body)
        }

        /// The screen a step of the path shows.
        private func destinationView(for step: MVCOnboardingNavigation.Step) -> some View {
            // TODO: Build the screen of each destination: switch over `step.destination` in a
            // `@ViewBuilder` function.
            Text(String(describing: step.destination))
        }
    }

    /// The screen in Xcode's canvas, over a service that answers at once and reaches nothing.
    struct MVCOnboardingScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVCOnboardingScreen(store: MVCOnboardingStore(service: MVCOnboardingPreviewService()))
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
