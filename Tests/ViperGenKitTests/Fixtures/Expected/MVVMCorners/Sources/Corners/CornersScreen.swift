#if canImport(SwiftUI)
    import SwiftUI

    /// The Corners screen. It draws the view model's state, which SwiftUI observes,
    /// and forwards the user's actions to the view model as intents.
    struct CornersScreen: View {
        @State private var viewModel: any CornersViewModelProtocol

        init(viewModel: any CornersViewModelProtocol) {
            _viewModel = State(initialValue: viewModel)
        }

        var body: some View {
            // TODO: Lay out `viewModel.state`.
            Text("Corners")
                .overlay {
                    if viewModel.state.isLoading {
                        ProgressView()
                    }
                }
                .task { await viewModel.onAppear() }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { @MainActor in viewModel.state.errorMessage != nil },
                        set: { @MainActor isPresented in
                            if !isPresented { viewModel.dismissError() }
                        }
                    ),
                    presenting: viewModel.state.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }
    }
#endif
