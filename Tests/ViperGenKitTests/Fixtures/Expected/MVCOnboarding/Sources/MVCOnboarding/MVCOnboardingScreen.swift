#if canImport(SwiftUI)
    import SwiftUI

    /// The MVCOnboarding screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    struct MVCOnboardingScreen: View {
        @State private var store: MVCOnboardingStore

        init(store: MVCOnboardingStore) {
            _store = State(initialValue: store)
        }

        var body: some View {
            // TODO: Lay out what `store` keeps and call it from the controls.
            Text("MVCOnboarding")
                .task { load() }
        }

        /// Runs the use cases that fill the screen; SwiftUI redraws what reads the store.
        private func load() {
            store.pages()
        }

        private func showHome() {
            // TODO: Show the destination, for example by appending it to the navigation path
            // that the enclosing NavigationStack observes.
        }
    }
#endif
