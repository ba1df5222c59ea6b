import Foundation

/// The Favourites presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class FavouritesPresenter {
    weak var view: (any FavouritesView)?
    private let interactor: any FavouritesInteractorProtocol
    private let router: any FavouritesRouterProtocol

    init(interactor: any FavouritesInteractorProtocol, router: any FavouritesRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension FavouritesPresenter {
    private func makeViewModel(from favourite: Favourite) -> FavouriteViewModel {
        FavouriteViewModel(title: favourite.title)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension FavouritesPresenter: FavouritesPresenterProtocol {
    func viewDidLoad() async {
        await loadFavourites()
        await pinnedCount()
    }

    func loadFavourites() async {
        do {
            let favourites = try await interactor.loadFavourites()
            view?.displayFavourites(favourites.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func remove(_ favourite: Favourite) async {
        do {
            try await interactor.remove(favourite)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func pinnedCount() async {
        let pinnedCountResult = await interactor.pinnedCount()
        view?.displayPinnedCount(pinnedCountResult)
    }

    func showFavourite(id: UUID) {
        router.showFavourite(id: id)
    }
}
