#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    /// The Corners screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents; the routes
    /// the view model takes go to the router, whose destination the screen pushes. It is
    /// content, with no `NavigationStack` of its own: what it pushes goes on
    /// the enclosing stack, which `root(service:)` makes.
    ///
    /// The screen owns its object graph in its state: SwiftUI keeps the state of the first
    /// screen it shows in a place, so when a parent's body makes the screen again, the new
    /// view model and router are dropped whole and the screen goes on with the first.
    struct CornersScreen: View {
        @State private var viewModel: any CornersViewModelProtocol
        @State private var router: CornersRouter
        @Environment(\.dismiss) private var dismiss
        /// Whether `onAppear()` has run to its end.
        @State private var hasLoaded = false

        /// The screen with its view model and router, working on `service`.
        init(service: any CornersServiceProtocol) {
            let router = CornersRouter()
            self.init(
                viewModel: CornersViewModel(service: service, navigator: router),
                router: router
            )
        }

        /// The screen drawing `viewModel`, whose routes go to `router` (a preview passes a double).
        init(viewModel: any CornersViewModelProtocol, router: CornersRouter) {
            _viewModel = State(initialValue: viewModel)
            _router = State(initialValue: router)
        }

        var body: some View {
            // TODO: Lay out `viewModel.state`.
            Text("Corners")
                .overlay {
                    if viewModel.state.isLoading {
                        SwiftUI.ProgressView()
                    }
                }
                .navigationDestination(item: $router.destination) { destination in
                    // TODO: Show the module each route opens: name it in the spec
                    // (`route(…) -> OtherModule`) and the router builds it once, when the route
                    // is taken; not here, which SwiftUI runs each time it draws.
                    // Keep the `id`: a route taken again pushes a new screen, not this one
                    // updated in place.
                    Text(String(describing: destination.route))
                        .id(destination.id)
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
        /// `init(service:)` makes the screen as content, which a parent pushes.
        static func root(service: any CornersServiceProtocol) -> some View {
            NavigationStack {
                CornersScreen(service: service)
            }
        }
    }

    /// The Corners screen in Xcode's canvas, with an empty state.
    struct CornersScreenPreviews: PreviewProvider {
        static var previews: some View {
            CornersScreen(viewModel: CornersPreviewViewModel(), router: CornersRouter())
        }
    }

    /// A view model that shows an empty state and does nothing, so the preview needs no
    /// service.
    @MainActor
    @Observable
    private final class CornersPreviewViewModel: CornersViewModelProtocol {
        var state = CornersState()

        func onAppear() async {}

        func loadGadgets() async {}

        func uniqueGadgets() async {}

        func countsByGadget() {}

        func useCase() {}

        func checkIsLoading() {}

        func tuple() {}

        func labeledTuple() {}

        func dismissError() {}

        func showRows(_ rows: Set<GadgetItemViewModel>) {}
    }
#endif
