#if canImport(SwiftUI)
    import SwiftUI

    /// The EdgeCasesForAVeryLongModule screen, a passive view: it shows what the presenter puts in its state
    /// and forwards the user's actions to the presenter, which it attaches to when it appears.
    struct EdgeCasesForAVeryLongModuleScreen: View {
        @State private var state: EdgeCasesForAVeryLongModuleViewState
        private let presenter: EdgeCasesForAVeryLongModulePresenter

        init(presenter: EdgeCasesForAVeryLongModulePresenter) {
            _state = State(initialValue: EdgeCasesForAVeryLongModuleViewState())
            self.presenter = presenter
        }

        var body: some View {
            // TODO: Lay out what `state` holds and call the presenter from the controls.
            Text("EdgeCasesForAVeryLongModule")
                .task { await presenter.attach(view: state) }
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
