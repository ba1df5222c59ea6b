#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    /// The Cars screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents; the routes
    /// the view model takes go to the router, whose path the screen's navigation stack shows.
    ///
    /// The screen owns its object graph in its state: SwiftUI keeps the state of the first
    /// screen it shows in a place, so when a parent's body makes the screen again, the new
    /// view model and router are dropped whole and the screen goes on with the first.
    struct CarsScreen: View {
        @State private var viewModel: any CarsViewModelProtocol
        @State private var router: CarsRouter
        @Environment(\.dismiss) private var dismiss

        /// The screen with its view model and router, working on `service`.
        init(service: any CarsServiceProtocol) {
            let router = CarsRouter()
            self.init(viewModel: CarsViewModel(service: service, navigator: router), router: router)
        }

        /// The screen drawing `viewModel`, whose routes go to `router` (a preview passes a double).
        init(viewModel: any CarsViewModelProtocol, router: CarsRouter) {
            _viewModel = State(initialValue: viewModel)
            _router = State(initialValue: router)
        }

        var body: some View {
            NavigationStack(path: $router.path) {
                content
                    .navigationDestination(for: CarsDestination.self) { destination in
                        // TODO: Make the screen each route shows (switch over `destination.route`).
                        Text(String(describing: destination.route))
                    }
            }
            // On the stack, not its root, which disappears (and would cancel it) under a push.
            .task { await viewModel.onAppear() }
            .onChange(of: router.isDismissed) { _, isDismissed in
                // Taken back at once, so the next route that closes the screen is seen too.
                if isDismissed {
                    router.isDismissed = false
                    dismiss()
                }
            }
        }

        private var content: some View {
            // TODO: Lay out `viewModel.state`.
            Text("Cars")
                .overlay {
                    if viewModel.state.isLoading {
                        ProgressView()
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
    }

    /// The Cars screen in Xcode's canvas, with an empty state.
    struct CarsScreenPreviews: PreviewProvider {
        static var previews: some View {
            CarsScreen(viewModel: CarsPreviewViewModel(), router: CarsRouter())
        }
    }

    /// A view model that shows an empty state and does nothing, so the preview needs no
    /// service.
    @MainActor
    @Observable
    private final class CarsPreviewViewModel: CarsViewModelProtocol {
        var state = CarsState()

        func onAppear() async {}

        func getCars() async {}

        func dismissError() {}

        func showCarDetail(for viewModel: CarViewModel) {}

        func showCreateCarScreen() {}
    }
#endif
