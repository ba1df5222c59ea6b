#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPCatalog screen, a passive view: it shows what the presenter puts in its state
    /// and forwards the user's actions to the presenter, which it attaches to when it appears.
    public struct MVPCatalogScreen: View {
        @State private var state: MVPCatalogViewState
        private let presenter: MVPCatalogPresenter

        public init(presenter: MVPCatalogPresenter) {
            _state = State(initialValue: MVPCatalogViewState())
            self.presenter = presenter
        }

        public var body: some View {
            // TODO: Lay out what `state` holds and call the presenter from the controls.
            Text("MVPCatalog")
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
