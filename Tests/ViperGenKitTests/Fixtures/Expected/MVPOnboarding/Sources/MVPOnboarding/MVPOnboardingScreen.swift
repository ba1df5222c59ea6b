#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPOnboarding screen, a passive view: it shows what the presenter puts in its state
    /// and forwards the user's actions to the presenter, which it attaches to when it appears.
    struct MVPOnboardingScreen: View {
        @State private var state: MVPOnboardingViewState
        private let presenter: MVPOnboardingPresenter

        init(presenter: MVPOnboardingPresenter) {
            _state = State(initialValue: MVPOnboardingViewState())
            self.presenter = presenter
        }

        var body: some View {
            // TODO: Lay out what `state` holds and call the presenter from the controls.
            Text("MVPOnboarding")
                .task { presenter.attach(view: state) }
        }
    }
#endif
