import XCTest

@testable import Favourites

final class FavouritesRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsTheViewToThePresenterAndRouter() async {
        let view = FavouritesViewSpy()
        let router = FavouritesRouter()

        let presenter = FavouritesBuilder.assemble(
            view: view,
            service: FavouritesServiceSpy(),
            router: router
        )

        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @MainActor
    func testTheRouterDoesNotKeepItsViewAlive() async {
        let router = FavouritesRouter()
        var view: FavouritesViewSpy? = FavouritesViewSpy()
        router.view = view

        view = nil

        XCTAssertNil(router.view)
    }
}
