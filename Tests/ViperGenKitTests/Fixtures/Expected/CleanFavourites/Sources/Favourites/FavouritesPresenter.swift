import Foundation

/// The Favourites presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class FavouritesPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any FavouritesDisplayLogic)?

    init(display: any FavouritesDisplayLogic) {
        self.display = display
    }
}

extension FavouritesPresenter {
    private func makeViewModel(from favourite: Favourite) -> FavouriteViewModel {
        FavouriteViewModel(title: favourite.title)
    }

    private func makeErrorViewModel(from error: any Error) -> FavouritesModels.ErrorViewModel {
        FavouritesModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension FavouritesPresenter: FavouritesPresentationLogic {
    func presentLoadFavourites(response: FavouritesModels.LoadFavourites.Response) {
        let viewModel = FavouritesModels.LoadFavourites.ViewModel(
            favourites: response.favourites.map(makeViewModel(from:))
        )
        display?.displayLoadFavourites(viewModel: viewModel)
    }

    func presentLoadFavourites(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentRemove(response: FavouritesModels.Remove.Response) {
        let viewModel = FavouritesModels.Remove.ViewModel()
        display?.displayRemove(viewModel: viewModel)
    }

    func presentRemove(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentPinnedCount(response: FavouritesModels.PinnedCount.Response) {
        let viewModel = FavouritesModels.PinnedCount.ViewModel(
            pinnedCountResult: response.pinnedCountResult
        )
        display?.displayPinnedCount(viewModel: viewModel)
    }
}
