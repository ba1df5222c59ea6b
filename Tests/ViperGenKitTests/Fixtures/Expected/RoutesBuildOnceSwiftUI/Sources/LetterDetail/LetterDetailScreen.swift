#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    /// The LetterDetail screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents; the routes
    /// the view model takes go to the router, which has the screen close itself. It is
    /// content, with no `NavigationStack` of its own: it goes on
    /// the enclosing stack, which `root(letter:service:)` makes.
    ///
    /// The screen owns its object graph in its state: SwiftUI keeps the state of the first
    /// screen it shows in a place, so when a parent's body makes the screen again, the new
    /// view model and router are dropped whole and the screen goes on with the first.
    struct LetterDetailScreen: View {
        @State private var viewModel: any LetterDetailViewModelProtocol
        @State private var router: LetterDetailRouter
        @Environment(\.dismiss) private var dismiss

        /// The screen with its view model and router, working on `service`.
        /// The view model keeps what the route that opened the screen passed.
        init(letter: Letter, service: any LetterDetailServiceProtocol) {
            let router = LetterDetailRouter()
            self.init(
                viewModel: LetterDetailViewModel(
                    letter: letter,
                    service: service,
                    navigator: router
                ),
                router: router
            )
        }

        /// The screen drawing `viewModel`, whose routes go to `router` (a preview passes a double).
        init(viewModel: any LetterDetailViewModelProtocol, router: LetterDetailRouter) {
            _viewModel = State(initialValue: viewModel)
            _router = State(initialValue: router)
        }

        var body: some View {
            // TODO: Lay out `viewModel.state`.
            Text("LetterDetail")
                .overlay {
                    if viewModel.state.isLoading {
                        SwiftUI.ProgressView()
                    }
                }
                .onChange(of: router.isDismissed) { _, isDismissed in
                    // Taken back at once, so the next route that closes the screen is seen too.
                    if isDismissed {
                        router.isDismissed = false
                        dismiss()
                    }
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
        /// `init(letter:service:)` makes the screen as content, which a parent pushes.
        static func root(letter: Letter, service: any LetterDetailServiceProtocol) -> some View {
            NavigationStack {
                LetterDetailScreen(letter: letter, service: service)
            }
        }
    }

    /// The LetterDetail screen in Xcode's canvas, with an empty state.
    struct LetterDetailScreenPreviews: PreviewProvider {
        static var previews: some View {
            LetterDetailScreen(
                viewModel: LetterDetailPreviewViewModel(),
                router: LetterDetailRouter()
            )
        }
    }

    /// A view model that shows an empty state and does nothing, so the preview needs no
    /// service.
    @MainActor
    @Observable
    private final class LetterDetailPreviewViewModel: LetterDetailViewModelProtocol {
        var state = LetterDetailState()

        func archive(_ letter: Letter) async {}

        func dismissError() {}

        func dismiss() {}
    }
#endif
