import Foundation

/// The Favourites navigation: builds the next modules and shows them.
@MainActor
final class FavouritesRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any FavouritesView)?

    init() {}
}

extension FavouritesRouter: FavouritesRouterProtocol {
    func showFavourite(id: UUID) {
        // TODO: Build the destination module and show it, for example by appending it to the
        // navigation path that the screen's NavigationStack observes.
    }
}
