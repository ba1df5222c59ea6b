import Foundation
import Observation

/// The Favourites navigation: each route pushes its destination onto `path`, which the
/// screen's navigation stack shows.
@MainActor
@Observable
final class FavouritesRouter {
    /// The destinations pushed above the Favourites screen, the top one last.
    var path: [FavouritesDestination] = []

    init() {}
}

extension FavouritesRouter: FavouritesRouterProtocol {
    func showFavourite(id: UUID) {
        path.append(FavouritesDestination(.showFavourite(id: id)))
    }
}
