import Foundation
import Observation

/// The Favourites navigation: builds the next scenes, passes them what they need and shows
/// them: a route sets `destination`, which the screen pushes onto the navigation stack it is
/// in.
@MainActor
@Observable
final class FavouritesRouter: FavouritesDataPassing {
    /// The scene to push onto the navigation stack the screen is in; popping it sets it back
    /// to `nil`.
    var destination: FavouritesDestination?
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    @ObservationIgnored var dataStore: (any FavouritesDataStore)?

    init() {}
}

extension FavouritesRouter: FavouritesRoutingLogic {
    func showFavourite(id: UUID) {
        // TODO: Pass the next scene what it needs from `dataStore`; the screen builds it for the
        // destination.
        destination = FavouritesDestination(.showFavourite(id: id))
    }
}
