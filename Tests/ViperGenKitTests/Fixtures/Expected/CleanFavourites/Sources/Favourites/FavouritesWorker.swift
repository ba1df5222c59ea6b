import Foundation

/// Does the work of the Favourites use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `FavouritesWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
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
        return 0
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum FavouritesWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
