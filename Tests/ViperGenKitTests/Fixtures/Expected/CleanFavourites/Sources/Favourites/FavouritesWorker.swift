import Foundation

/// Does the work of the Favourites use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct FavouritesWorker: FavouritesWorkerProtocol {
    func loadFavourites() async throws -> [Favourite] {
        // TODO: Implement `loadFavourites`.
        throw FavouritesWorkerError.notImplemented
    }

    func remove(_ favourite: Favourite) async throws {
        // TODO: Implement `remove`.
        throw FavouritesWorkerError.notImplemented
    }

    func pinnedCount() async -> Int {
        // TODO: Implement `pinnedCount`.
        return 0
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
enum FavouritesWorkerError: Error {
    case notImplemented
}
