#if canImport(SwiftUI)
    import SwiftUI

    /// The BookDetail screen, as content: a parent's navigation stack pushes it, or
    /// `BookDetailBuilder.buildRoot` puts it at the root of a stack of its own. It
    /// shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter.
    struct BookDetailScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter and the router, so a parent that builds the screen again changes nothing.
        @State private var state: BookDetailViewState
        /// Whether a load ran to its end: the screen loads once, not each time it comes back.
        @State private var hasLoaded = false
        @Environment(\.dismiss) private var dismiss

        init(state: BookDetailViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // TODO: Lay out what `state` holds.
            Text("BookDetail")
                .task {
                    // SwiftUI ends this task when a screen is pushed above this one and starts it
                    // again when the user comes back: a load cut short runs again then, one that
                    // ran to its end does not.
                    guard !hasLoaded else { return }
                    await state.presenter.viewDidLoad()
                    hasLoaded = !Task.isCancelled
                }
                .onChange(of: state.router.isDismissed) { _, isDismissed in
                    // Taken back at once, so the next route that closes the screen is seen too.
                    if isDismissed {
                        state.router.isDismissed = false
                        dismiss()
                    }
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
    }

    /// The screen as it first appears, at the root of a stack, with a presenter that does
    /// nothing behind it.
    struct BookDetailScreenPreviews: PreviewProvider {
        static var previews: some View {
            NavigationStack {
                BookDetailScreen(
                    state: BookDetailViewState(
                        presenter: BookDetailPreviewPresenter(),
                        router: BookDetailRouter()
                    )
                )
            }
        }
    }

    /// A presenter for previews: it loads nothing and goes nowhere.
    @MainActor
    private final class BookDetailPreviewPresenter: BookDetailPresenterProtocol {
        func viewDidLoad() async {}
        func reload(id: String) async {}
        func close() {}
    }
#endif
