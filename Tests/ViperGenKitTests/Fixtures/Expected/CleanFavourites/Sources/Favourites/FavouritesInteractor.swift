import Foundation

/// The Favourites business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class FavouritesInteractor: FavouritesDataStore {
    private(set) var favourites: [Favourite] = []
    private(set) var pinnedCountResult: Int = 0
    private let presenter: any FavouritesPresentationLogic
    private let worker: any FavouritesWorkerProtocol

    init(presenter: any FavouritesPresentationLogic, worker: any FavouritesWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension FavouritesInteractor: FavouritesBusinessLogic {
    func loadFavourites(request: FavouritesModels.LoadFavourites.Request) async {
        do {
            let favourites = try await worker.loadFavourites()
            self.favourites = favourites
            presenter.presentLoadFavourites(
                response: FavouritesModels.LoadFavourites.Response(favourites: favourites)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentLoadFavourites(error: error)
        }
    }

    func remove(request: FavouritesModels.Remove.Request) async {
        do {
            try await worker.remove(request.favourite)
            presenter.presentRemove(response: FavouritesModels.Remove.Response())
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentRemove(error: error)
        }
    }

    func pinnedCount(request: FavouritesModels.PinnedCount.Request) async {
        let pinnedCountResult = await worker.pinnedCount()
        self.pinnedCountResult = pinnedCountResult
        presenter.presentPinnedCount(
            response: FavouritesModels.PinnedCount.Response(pinnedCountResult: pinnedCountResult)
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
