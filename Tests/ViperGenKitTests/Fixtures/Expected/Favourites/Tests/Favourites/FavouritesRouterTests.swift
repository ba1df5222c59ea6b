import Foundation
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

    @MainActor
    func testShowFavouriteWithoutAViewDoesNothing() async {
        let router = FavouritesRouter()

        router.showFavourite(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        XCTAssertNil(router.view)
    }
}
