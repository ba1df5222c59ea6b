#if canImport(SwiftUI)
    import SwiftUI

    /// The Corners screen. It shows what the presenter puts in its state and forwards the
    /// user's actions to the presenter.
    struct CornersScreen: View {
        @State private var state: CornersViewState
        private let presenter: any CornersPresenterProtocol

        init(state: CornersViewState, presenter: any CornersPresenterProtocol) {
            _state = State(initialValue: state)
            self.presenter = presenter
        }

        var body: some View {
            // TODO: Lay out what `state` holds.
            Text("Corners")
                .task { await presenter.viewDidLoad() }
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
#endif
