#if canImport(SwiftUI)
    import SwiftUI

    /// The Shelf screen, as content: a parent's navigation stack pushes it, or
    /// `ShelfBuilder.buildRoot(service:)` puts it at the root of a stack of its own. It
    /// shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter.
    struct ShelfScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter, so a parent that builds the screen again changes nothing.
        @State private var state: ShelfViewState
        /// Whether a load ran to its end: the screen loads once, not each time it comes back.
        @State private var hasLoaded = false

        init(state: ShelfViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // TODO: Lay out what `state` holds.
            Text("Shelf")
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
    }

    /// The screen as it first appears, at the root of a stack, with a presenter that does
    /// nothing behind it.
    struct ShelfScreenPreviews: PreviewProvider {
        static var previews: some View {
            NavigationStack {
                ShelfScreen(
                    state: ShelfViewState(presenter: ShelfPreviewPresenter())
                )
            }
        }
    }

    /// A presenter for previews: it loads nothing and goes nowhere.
    @MainActor
    private final class ShelfPreviewPresenter: ShelfPresenterProtocol {
        func viewDidLoad() async {}
        func loadRows() async {}
    }
#endif
