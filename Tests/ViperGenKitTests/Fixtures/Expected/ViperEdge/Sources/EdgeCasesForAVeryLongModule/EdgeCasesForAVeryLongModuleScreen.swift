#if canImport(SwiftUI)
    import SwiftUI

    /// The EdgeCasesForAVeryLongModule screen. It shows what the presenter puts in its state and forwards the
    /// user's actions to the presenter.
    struct EdgeCasesForAVeryLongModuleScreen: View {
        @State private var state: EdgeCasesForAVeryLongModuleViewState
        private let presenter: any EdgeCasesForAVeryLongModulePresenterProtocol

        init(
            state: EdgeCasesForAVeryLongModuleViewState,
            presenter: any EdgeCasesForAVeryLongModulePresenterProtocol
        ) {
            _state = State(initialValue: state)
            self.presenter = presenter
        }

        var body: some View {
            // TODO: Lay out what `state` holds.
            Text("EdgeCasesForAVeryLongModule")
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
