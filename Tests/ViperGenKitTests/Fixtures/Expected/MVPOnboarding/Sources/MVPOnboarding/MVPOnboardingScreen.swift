#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPOnboarding screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears.
    struct MVPOnboardingScreen: View {
        @State private var objects: Objects

        init(model: any MVPOnboardingModelProtocol) {
            _objects = State(initialValue: Objects(model: model))
        }

        var body: some View {
            NavigationStack(path: Bindable(objects.router).path) {
                content
                    .navigationDestination(for: MVPOnboardingDestination.self) { destination in
                        // TODO: Make the screen each route shows.
                        Text(String(describing: destination.route))
                    }
            }
        }

        private var content: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("MVPOnboarding")
                .task {
                    objects.presenter.attach(view: objects.state)
                }
        }
    }

    extension MVPOnboardingScreen {
        /// The module's objects, made together once for the screen's lifetime and kept in one
        /// `@State`: when a parent builds the screen again, SwiftUI keeps the first ones and
        /// drops the new ones, so the presenter always fills the state the screen shows.
        @MainActor
        private final class Objects {
            let state = MVPOnboardingViewState()
            let router = MVPOnboardingRouter()
            let presenter: MVPOnboardingPresenter

            init(model: any MVPOnboardingModelProtocol) {
                presenter = MVPOnboardingPresenter(model: model, navigator: router)
            }
        }
    }

    /// The screen as it first appears, over a model that has nothing to show.
    struct MVPOnboardingScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVPOnboardingScreen(model: MVPOnboardingPreviewModel())
        }
    }

    /// A model for previews: it answers with empty values; a throwing call without one throws
    /// `CancellationError`, which the screen does not report, and a TODO marks any other.
    @MainActor
    private final class MVPOnboardingPreviewModel: MVPOnboardingModelProtocol {
        func pages() -> [OnboardingPage] {
            []
        }

        func finish() async {}
    }
#endif
