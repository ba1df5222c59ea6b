#if canImport(SwiftUI)
    import SwiftUI

    /// The Threads screen, at the root of its navigation stack.
    /// It shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter; the destinations the routes push go on its stack.
    struct ThreadsScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter and the router, so a parent that builds the screen again changes nothing.
        @State private var state: ThreadsViewState

        init(state: ThreadsViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            @Bindable var router = state.router
            NavigationStack(path: $router.path) {
                // TODO: Lay out what `state` holds.
                Text("Threads")
                    .navigationDestination(for: ThreadsDestination.self) { destination in
                        screen(for: destination)
                    }
            }
            .task { await state.presenter.viewDidLoad() }
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
                // TODO: Build the destination module and return its screen.
                Text("showThread")
            }
        }
    }

    /// The screen as it first appears, with a presenter that does nothing behind it.
    struct ThreadsScreenPreviews: PreviewProvider {
        static var previews: some View {
            ThreadsScreen(
                state: ThreadsViewState(
                    presenter: ThreadsPreviewPresenter(),
                    router: ThreadsRouter()
                )
            )
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
