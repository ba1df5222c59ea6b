import Foundation

/// Does the work of the Favourites use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `FavouritesWorkerError.notImplemented`, one with a result stops with `fatalError`.
nonisolated struct FavouritesWorker {}

nonisolated extension FavouritesWorker: FavouritesWorkerProtocol {
    func loadFavourites() async throws -> [Favourite] {
        // TODO: Implement `loadFavourites`.
        throw FavouritesWorkerError.notImplemented(#function)
    }

    func remove(_ favourite: Favourite) async throws {
        // TODO: Implement `remove`.
        throw FavouritesWorkerError.notImplemented(#function)
    }

    func pinnedCount() async -> Int {
        // TODO: Implement `pinnedCount`.
        fatalError("TODO: implement \(#function)")
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
nonisolated enum FavouritesWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}
