import Foundation

/// The Favourites business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class FavouritesInteractor {
    private let service: any FavouritesServiceProtocol

    init(service: any FavouritesServiceProtocol) {
        self.service = service
    }
}

nonisolated extension FavouritesInteractor: FavouritesInteractorProtocol {
    func loadFavourites() async throws -> [Favourite] {
        try await service.loadFavourites()
    }

    func remove(_ favourite: Favourite) async throws {
        try await service.remove(favourite)
    }

    func pinnedCount() async -> Int {
        await service.pinnedCount()
    }
}
