#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    /// The PlaylistDetail screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents; the routes
    /// the view model takes go to the router, whose destination the screen pushes. It is
    /// content, with no `NavigationStack` of its own: what it pushes goes on
    /// the enclosing stack, which `root(playlist:service:dependencies:)` makes.
    ///
    /// The screen owns its object graph in its state: SwiftUI keeps the state of the first
    /// screen it shows in a place, so when a parent's body makes the screen again, the new
    /// view model and router are dropped whole and the screen goes on with the first.
    struct PlaylistDetailScreen: View {
        @State private var viewModel: any PlaylistDetailViewModelProtocol
        @State private var router: PlaylistDetailRouter
        @Environment(\.dismiss) private var dismiss

        /// The screen with its view model and router, working on `service`.
        /// The view model keeps what the route that opened the screen passed.
        /// The screens the routes push are built with `dependencies`.
        init(
            playlist: Playlist,
            service: any PlaylistDetailServiceProtocol,
            dependencies: any PlaylistDetailDependencies
        ) {
            let router = PlaylistDetailRouter(dependencies: dependencies)
            self.init(
                viewModel: PlaylistDetailViewModel(
                    playlist: playlist,
                    service: service,
                    navigator: router
                ),
                router: router
            )
        }

        /// The screen drawing `viewModel`, whose routes go to `router` (a preview passes a double).
        init(viewModel: any PlaylistDetailViewModelProtocol, router: PlaylistDetailRouter) {
            _viewModel = State(initialValue: viewModel)
            _router = State(initialValue: router)
        }

        var body: some View {
            // TODO: Lay out `viewModel.state`.
            Text("PlaylistDetail")
                .overlay {
                    if viewModel.state.isLoading {
                        SwiftUI.ProgressView()
                    }
                }
                .navigationDestination(item: $router.destination) { destination in
                    // Built when the route was taken: drawing it again builds nothing. A new
                    // identity for each destination: a route taken again while its screen is
                    // shown pushes that new module, not the old one updated in place.
                    destination.content
                        .id(destination.id)
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
        /// `init(playlist:service:dependencies:)` makes the screen as content, which a parent pushes.
        static func root(
            playlist: Playlist,
            service: any PlaylistDetailServiceProtocol,
            dependencies: any PlaylistDetailDependencies
        ) -> some View {
            NavigationStack {
                PlaylistDetailScreen(
                    playlist: playlist,
                    service: service,
                    dependencies: dependencies
                )
            }
        }
    }

    /// The PlaylistDetail screen in Xcode's canvas, with an empty state.
    struct PlaylistDetailScreenPreviews: PreviewProvider {
        static var previews: some View {
            PlaylistDetailScreen(
                viewModel: PlaylistDetailPreviewViewModel(),
                router: PlaylistDetailRouter(dependencies: PlaylistDetailPreviewDependencies())
            )
        }
    }

    /// What the preview's router would build modules with: the preview's view model takes no
    /// routes, so it opens none.
    @MainActor
    private struct PlaylistDetailPreviewDependencies: PlaylistDetailDependencies {
        func makeArtistsService() -> any ArtistsServiceProtocol {
            fatalError("The preview opens no module")
        }

        var artistsDependencies: any ArtistsDependencies {
            fatalError("The preview opens no module")
        }
    }

    /// A view model that shows an empty state and does nothing, so the preview needs no
    /// service.
    @MainActor
    @Observable
    private final class PlaylistDetailPreviewViewModel: PlaylistDetailViewModelProtocol {
        var state = PlaylistDetailState()

        func rename(_ playlist: Playlist, to title: String) async {}

        func dismissError() {}

        func showArtists(animated: Bool) {}

        func dismiss() {}
    }
#endif
