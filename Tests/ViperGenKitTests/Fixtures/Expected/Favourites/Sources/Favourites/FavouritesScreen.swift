#if canImport(SwiftUI)
    import SwiftUI

    /// The Favourites screen. It shows what the presenter puts in its state and forwards the
    /// user's actions to the presenter.
    struct FavouritesScreen: View {
        @State private var state: FavouritesViewState
        private let presenter: any FavouritesPresenterProtocol

        init(state: FavouritesViewState, presenter: any FavouritesPresenterProtocol) {
            _state = State(initialValue: state)
            self.presenter = presenter
        }

        var body: some View {
            // TODO: Lay out what `state` holds.
            Text("Favourites")
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
