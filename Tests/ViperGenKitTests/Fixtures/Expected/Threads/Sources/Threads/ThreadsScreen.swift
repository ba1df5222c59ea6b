#if canImport(SwiftUI)
    import SwiftUI

    /// The Threads screen, as content: a parent's navigation stack pushes it, or
    /// `ThreadsBuilder.buildRoot(service:)` puts it at the root of a stack of its own. It
    /// shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter; the destinations the routes push go onto the stack it is in, so one
    /// stack at the root carries every screen the app pushes.
    struct ThreadsScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter and the router, so a parent that builds the screen again changes nothing.
        @State private var state: ThreadsViewState
        /// Whether a load ran to its end: the screen loads once, not each time it comes back.
        @State private var hasLoaded = false

        init(state: ThreadsViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            @Bindable var router = state.router
            // TODO: Lay out what `state` holds.
            Text("Threads")
                .navigationDestination(item: $router.destination) { destination in
                    // A new identity for each destination: a route taken again while its screen
                    // is shown pushes that new module, not the old one updated in place.
                    screen(for: destination)
                        .id(destination.id)
                }
                .task {
                    // SwiftUI ends this task when a screen is pushed above this one and starts it
                    // again when the user comes back: a load cut short runs again then, one that
                    // ran to its end does not.
                    guard !hasLoaded else { return }
                    await state.presenter.viewDidLoad()
                    hasLoaded = !Task.isCancelled
                }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { state.errorMessage != nil },
                        set: { isPresented in
                            if !isPresented { state.errorMessage = nil }
                        }
                    ),
                    presenting: state.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }

        /// The screen a route pushes.
        @ViewBuilder
        private func screen(for destination: ThreadsDestination) -> some View {
            switch destination.route {
            case .showThread:
                // TODO: Show the module this route opens. Name it in the spec
                // (`showThread(…) -> OtherModule`) and the router builds it once, when the
                // route is taken; not here, which SwiftUI runs each time it draws.
                Text("showThread")
            }
        }
    }

    /// The screen as it first appears, at the root of a stack, with a presenter that does
    /// nothing behind it.
    struct ThreadsScreenPreviews: PreviewProvider {
        static var previews: some View {
            NavigationStack {
                ThreadsScreen(
                    state: ThreadsViewState(
                        presenter: ThreadsPreviewPresenter(),
                        router: ThreadsRouter()
                    )
                )
            }
        }
    }

    /// A presenter for previews: it loads nothing and goes nowhere.
    @MainActor
    private final class ThreadsPreviewPresenter: ThreadsPresenterProtocol {
        func viewDidLoad() async {}
        func fetchThreads(page: Int, pageSize: Int) async {}
        func archive(thread: Thread) async {}
        func showThread(_ comment: Comment) {}
    }
#endif
