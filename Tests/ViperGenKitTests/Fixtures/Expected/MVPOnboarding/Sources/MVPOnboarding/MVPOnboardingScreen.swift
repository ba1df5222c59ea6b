#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPOnboarding screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears. It is
    /// content: a parent's navigation stack pushes it, or `root(model:)` puts it at the root of a
    /// stack of its own; the screens its routes push go onto the stack it is in, so one
    /// stack at the root carries every screen the app pushes.
    struct MVPOnboardingScreen: View {
        @State private var objects: Objects
        /// Whether the first state was shown to its end: the screen shows it once, not each time
        /// it comes back.
        @State private var hasLoaded = false

        init(model: any MVPOnboardingModelProtocol) {
            _objects = State(initialValue: Objects(model: model))
        }

        /// The screen at the root of a navigation stack, for a window or a sheet: the one stack
        /// that every screen pushed from here, and from those, goes onto.
        static func root(model: any MVPOnboardingModelProtocol) -> some View {
            NavigationStack {
                MVPOnboardingScreen(model: model)
            }
        }

        var body: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("MVPOnboarding")
                .navigationDestination(item: Bindable(objects.router).destination) { destination in
                    // TODO: Build the destination module and return its content (not its root:
                    // the screen goes onto this stack, and so do the ones it pushes), for
                    // example `OtherModuleScreen(model: otherModel)`.
                    Text(String(describing: destination.route))
                }
                .task {
                    // SwiftUI ends this task when a screen is pushed above this one and starts it
                    // again when the user comes back: a first load cut short runs again then, one
                    // that ran to its end does not.
                    guard !hasLoaded else { return }
                    objects.presenter.attach(view: objects.state)
                    hasLoaded = !Task.isCancelled
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

    /// The screen as it first appears, at the root of a stack, over a model that has nothing
    /// to show.
    struct MVPOnboardingScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVPOnboardingScreen.root(model: MVPOnboardingPreviewModel())
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
