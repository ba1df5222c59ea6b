#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    /// The Mailbox screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents; the routes
    /// the view model takes go to the router, whose destination the screen pushes. It is
    /// content, with no `NavigationStack` of its own: what it pushes goes on
    /// the enclosing stack, which `root(service:dependencies:)` makes.
    ///
    /// The screen owns its object graph in its state: SwiftUI keeps the state of the first
    /// screen it shows in a place, so when a parent's body makes the screen again, the new
    /// view model and router are dropped whole and the screen goes on with the first.
    struct MailboxScreen: View {
        @State private var viewModel: any MailboxViewModelProtocol
        @State private var router: MailboxRouter
        @Environment(\.dismiss) private var dismiss
        /// Whether `onAppear()` has run to its end.
        @State private var hasLoaded = false

        /// The screen with its view model and router, working on `service`.
        /// The screens the routes push are built with `dependencies`.
        init(service: any MailboxServiceProtocol, dependencies: any MailboxDependencies) {
            let router = MailboxRouter(dependencies: dependencies)
            self.init(
                viewModel: MailboxViewModel(service: service, navigator: router),
                router: router
            )
        }

        /// The screen drawing `viewModel`, whose routes go to `router` (a preview passes a double).
        init(viewModel: any MailboxViewModelProtocol, router: MailboxRouter) {
            _viewModel = State(initialValue: viewModel)
            _router = State(initialValue: router)
        }

        var body: some View {
            // TODO: Lay out `viewModel.state`.
            Text("Mailbox")
                .overlay {
                    if viewModel.state.isLoading {
                        SwiftUI.ProgressView()
                    }
                }
                .navigationDestination(item: $router.destination) { destination in
                    // Built when the route was taken: drawing it again builds nothing. A new
                    // identity for each destination: a route taken again while its screen is
                    // shown pushes that new module, not the old one updated in place.
                    if let content = destination.content {
                        content
                            .id(destination.id)
                    } else {
                        // TODO: Show the module a route that names none opens: name it in
                        // the spec (`route(…) -> OtherModule`) and the router builds it
                        // once, when the route is taken; not here, run at each draw.
                        Text(String(describing: destination.route))
                            .id(destination.id)
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
        /// `init(service:dependencies:)` makes the screen as content, which a parent pushes.
        static func root(
            service: any MailboxServiceProtocol,
            dependencies: any MailboxDependencies
        ) -> some View {
            NavigationStack {
                MailboxScreen(service: service, dependencies: dependencies)
            }
        }
    }

    /// The Mailbox screen in Xcode's canvas, with an empty state.
    struct MailboxScreenPreviews: PreviewProvider {
        static var previews: some View {
            MailboxScreen(
                viewModel: MailboxPreviewViewModel(),
                router: MailboxRouter(dependencies: MailboxPreviewDependencies())
            )
        }
    }

    /// What the preview's router would build modules with: the preview's view model takes no
    /// routes, so it opens none.
    @MainActor
    private struct MailboxPreviewDependencies: MailboxDependencies {
        func makeLetterDetailService() -> any LetterDetailServiceProtocol {
            fatalError("The preview opens no module")
        }

        func makeDraftsService() -> any DraftsServiceProtocol {
            fatalError("The preview opens no module")
        }

        func makeMailboxService() -> any MailboxServiceProtocol {
            fatalError("The preview opens no module")
        }
    }

    /// A view model that shows an empty state and does nothing, so the preview needs no
    /// service.
    @MainActor
    @Observable
    private final class MailboxPreviewViewModel: MailboxViewModelProtocol {
        var state = MailboxState()

        func onAppear() async {}

        func loadLetters() async {}

        func dismissError() {}

        func showLetter(_ letter: Letter) {}

        func showDrafts() {}

        func showMailbox(content: String) {}

        func search(query: String) {}
    }
#endif
