#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    /// The Corners screen, at the root of its navigation stack.
    /// It shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter; the destinations the routes push go on its stack.
    struct CornersScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter and the router, so a parent that builds the screen again changes nothing.
        @State private var state: CornersViewState
        @Environment(\.dismiss) private var dismiss

        init(state: CornersViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            @Bindable var router = state.router
            NavigationStack(path: $router.path) {
                // TODO: Lay out what `state` holds.
                Text("Corners")
                    .navigationDestination(for: CornersDestination.self) { destination in
                        screen(for: destination)
                    }
            }
            .task { await state.presenter.viewDidLoad() }
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

        /// The screen a route pushes.
        @ViewBuilder
        private func screen(for destination: CornersDestination) -> some View {
            switch destination.route {
            case .showGadget:
                // TODO: Build the destination module and return its screen.
                Text("showGadget")
            case .`open`:
                // TODO: Build the destination module and return its screen.
                Text("open")
            }
        }
    }

    /// The screen as it first appears, with a presenter that does nothing behind it.
    struct CornersScreenPreviews: PreviewProvider {
        static var previews: some View {
            CornersScreen(
                state: CornersViewState(
                    presenter: CornersPreviewPresenter(),
                    router: CornersRouter()
                )
            )
        }
    }

    /// A presenter for previews: it loads nothing and goes nowhere.
    @MainActor
    private final class CornersPreviewPresenter: CornersPresenterProtocol {
        func viewDidLoad() async {}
        func loadGadgets() async {}
        func gadget(with id: String) async {}
        func latestGadget() {}
        func search(`let` key: String, in region: String) async {}
        func useCase() {}
        func updateQuantity(of itemID: UUID, to quantity: Int) async {}
        func showGadget(_ row: GadgetRow) {}
        func `open`(`let` key: String, handler: @escaping @Sendable (String) -> Bool) {}
        func closeSheet(animated: Bool) {}
    }
#endif
