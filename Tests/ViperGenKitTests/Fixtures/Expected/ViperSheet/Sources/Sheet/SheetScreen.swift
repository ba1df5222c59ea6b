#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    /// The Sheet screen, as content: a parent's navigation stack pushes it, or
    /// `SheetBuilder.buildRoot(service:)` puts it at the root of a stack of its own. It
    /// shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter.
    struct SheetScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter and the router, so a parent that builds the screen again changes nothing.
        @State private var state: SheetViewState
        /// Whether a load ran to its end: the screen loads once, not each time it comes back.
        @State private var hasLoaded = false
        @Environment(\.dismiss) private var dismiss

        init(state: SheetViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // TODO: Lay out what `state` holds.
            Text("Sheet")
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
    struct SheetScreenPreviews: PreviewProvider {
        static var previews: some View {
            NavigationStack {
                SheetScreen(
                    state: SheetViewState(presenter: SheetPreviewPresenter(), router: SheetRouter())
                )
            }
        }
    }

    /// A presenter for previews: it loads nothing and goes nowhere.
    @MainActor
    private final class SheetPreviewPresenter: SheetPresenterProtocol {
        func viewDidLoad() async {}
        func loadDraft() async {}
        func save(_ draft: Draft) async {}
        func dismiss() {}
    }
#endif
