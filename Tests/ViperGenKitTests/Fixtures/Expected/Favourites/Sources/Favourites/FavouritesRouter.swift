import Foundation
import Observation

/// The Favourites navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in.
@MainActor
@Observable
final class FavouritesRouter {
    /// The destination a route pushed above the Favourites screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: FavouritesDestination?

    init() {}
}

extension FavouritesRouter: FavouritesRouterProtocol {
    func showFavourite(id: UUID) {
        destination = FavouritesDestination(.showFavourite(id: id))
    }
}
