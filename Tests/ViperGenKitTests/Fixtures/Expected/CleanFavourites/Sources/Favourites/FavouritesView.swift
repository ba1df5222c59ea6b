#if canImport(SwiftUI)
    import SwiftUI

    /// The Favourites screen: shows what the presenter puts in `state`, sends the user's
    /// requests to the interactor, and asks the router to navigate.
    struct FavouritesView: View {
        @State private var state: FavouritesDisplayState
        private let interactor: any FavouritesBusinessLogic
        private let router: any FavouritesRoutingLogic & FavouritesDataPassing

        init(
            state: FavouritesDisplayState,
            interactor: any FavouritesBusinessLogic,
            router: any FavouritesRoutingLogic & FavouritesDataPassing
        ) {
            _state = State(initialValue: state)
            self.interactor = interactor
            self.router = router
        }

        var body: some View {
            // TODO: Lay out what `state` holds; take the routes with `router`.
            Text("Favourites")
                .task { @MainActor [interactor] in
                    await interactor.loadFavourites(request: .init())
                    await interactor.pinnedCount(request: .init())
                }
                .alert(
                    state.errorViewModel?.title ?? "",
                    isPresented: Binding(
                        get: { state.errorViewModel != nil },
                        set: { isPresented in
                            if !isPresented { state.errorViewModel = nil }
                        }
                    ),
                    presenting: state.errorViewModel
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { viewModel in
                    Text(viewModel.message)
                }
        }
    }
#endif
