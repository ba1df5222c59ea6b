#if canImport(SwiftUI)
    import SwiftUI

    /// The Favourites screen: shows what the presenter puts in `state`, sends the user's
    /// requests to `state.interactor`, and takes the routes with `state.router`.
    struct FavouritesView: View {
        /// What the screen shows, which owns the scene (interactor, presenter, router). SwiftUI
        /// keeps the first state the screen is given, so a scene a parent builds again is
        /// dropped whole and the kept one goes on updating the screen.
        @State private var state: FavouritesDisplayState

        init(state: FavouritesDisplayState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // The router holds the path: a route it takes pushes the scene of its destination.
            NavigationStack(
                path: Binding(
                    get: { state.router?.path ?? [] },
                    set: { path in state.router?.path = path }
                )
            ) {
                // TODO: Lay out what `state` holds; take the routes with `state.router`.
                Text("Favourites")
                    .navigationDestination(for: FavouritesDestination.self) { destination in
                        // TODO: Build the scene of `destination.route` with its configurator.
                        Text(String(describing: destination.route))
                    }
            }
            .task { @MainActor [state] in
                await state.interactor?.loadFavourites(request: .init())
                await state.interactor?.pinnedCount(request: .init())
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

    /// The screen over an empty state: nothing loads and nothing navigates.
    struct FavouritesViewPreviews: PreviewProvider {
        static var previews: some View {
            FavouritesView(state: FavouritesDisplayState())
        }
    }
#endif
