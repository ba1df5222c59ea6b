#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    /// The Drafts screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents. It is
    /// content, with no `NavigationStack` of its own: it goes on
    /// the enclosing stack, which `root(service:)` makes.
    ///
    /// The screen owns its object graph in its state: SwiftUI keeps the state of the first
    /// screen it shows in a place, so when a parent's body makes the screen again, the new
    /// view model is dropped whole and the screen goes on with the first.
    struct DraftsScreen: View {
        @State private var viewModel: any DraftsViewModelProtocol
        /// Whether `onAppear()` has run to its end.
        @State private var hasLoaded = false

        /// The screen with its view model, working on `service`.
        init(service: any DraftsServiceProtocol) {
            self.init(viewModel: DraftsViewModel(service: service))
        }

        /// The screen drawing `viewModel` (a preview passes a double).
        init(viewModel: any DraftsViewModelProtocol) {
            _viewModel = State(initialValue: viewModel)
        }

        var body: some View {
            // TODO: Lay out `viewModel.state`.
            Text("Drafts")
                .overlay {
                    if viewModel.state.isLoading {
                        SwiftUI.ProgressView()
                    }
                }
                // SwiftUI runs this each time the screen comes into view, also back from under a
                // screen it pushed, and cancels it when the screen leaves view. The screen loads
                // until a load has run to its end: a push that cuts a load short leaves it to the
                // pop, and a pop after a finished load loads nothing again.
                .task {
                    guard !hasLoaded else { return }
                    await viewModel.onAppear()
                    hasLoaded = !Task.isCancelled
                }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { @MainActor in viewModel.state.errorMessage != nil },
                        set: { @MainActor isPresented in
                            if !isPresented { viewModel.dismissError() }
                        }
                    ),
                    presenting: viewModel.state.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }

        /// The screen as the root of the app's navigation: in the one `NavigationStack`, which
        /// every screen pushed from it (and from those) goes on.
        /// `init(service:)` makes the screen as content, which a parent pushes.
        static func root(service: any DraftsServiceProtocol) -> some View {
            NavigationStack {
                DraftsScreen(service: service)
            }
        }
    }

    /// The Drafts screen in Xcode's canvas, with an empty state.
    struct DraftsScreenPreviews: PreviewProvider {
        static var previews: some View {
            DraftsScreen(viewModel: DraftsPreviewViewModel())
        }
    }

    /// A view model that shows an empty state and does nothing, so the preview needs no
    /// service.
    @MainActor
    @Observable
    private final class DraftsPreviewViewModel: DraftsViewModelProtocol {
        var state = DraftsState()

        func onAppear() async {}

        func loadDrafts() async {}

        func dismissError() {}
    }
#endif
