#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    /// The Favourites screen, at the root of its navigation stack.
    /// It shows what the presenter puts in its state and forwards the user's actions to the
    /// presenter; the destinations the routes push go on its stack.
    struct FavouritesScreen: View {
        /// The module's one owner. SwiftUI keeps the first state it is given, and the state keeps
        /// the presenter and the router, so a parent that builds the screen again changes nothing.
        @State private var state: FavouritesViewState

        init(state: FavouritesViewState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            @Bindable var router = state.router
            NavigationStack(path: $router.path) {
                // TODO: Lay out what `state` holds.
                Text("Favourites")
                    .navigationDestination(for: FavouritesDestination.self) { destination in
                        screen(for: destination)
                    }
            }
            .task { await state.presenter.viewDidLoad() }
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
        private func screen(for destination: FavouritesDestination) -> some View {
            switch destination.route {
            case .showFavourite:
                // TODO: Build the destination module and return its screen.
                Text("showFavourite")
            }
        }
    }

    /// The screen as it first appears, with a presenter that does nothing behind it.
    struct FavouritesScreenPreviews: PreviewProvider {
        static var previews: some View {
            FavouritesScreen(
                state: FavouritesViewState(
                    presenter: FavouritesPreviewPresenter(),
                    router: FavouritesRouter()
                )
            )
        }
    }

    /// A presenter for previews: it loads nothing and goes nowhere.
    @MainActor
    private final class FavouritesPreviewPresenter: FavouritesPresenterProtocol {
        func viewDidLoad() async {}
        func loadFavourites() async {}
        func remove(_ favourite: Favourite) async {}
        func pinnedCount() async {}
        func showFavourite(id: UUID) {}
    }
#endif
