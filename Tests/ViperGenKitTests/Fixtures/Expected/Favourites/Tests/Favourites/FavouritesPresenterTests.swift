import Foundation
import XCTest

@testable import Favourites

final class FavouritesPresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadFavouritesCallCount, 1)
        XCTAssertEqual(harness.interactor.pinnedCountCallCount, 1)
    }

    @MainActor
    func testLoadFavouritesDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.loadFavouritesResult = .success([Favourite.fixture()])

        await harness.presenter.loadFavourites()

        XCTAssertEqual(harness.interactor.loadFavouritesCallCount, 1)
        XCTAssertEqual(harness.view.displayFavouritesReceived, [[FavouriteViewModel.fixture()]])
    }

    @MainActor
    func testLoadFavouritesDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadFavouritesResult = .failure(FavouritesTestError.stubbed)

        await harness.presenter.loadFavourites()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayFavouritesReceived.isEmpty)
    }

    @MainActor
    func testRemoveCallsTheInteractor() async {
        let harness = Harness()

        await harness.presenter.remove(Favourite.fixture())

        XCTAssertEqual(harness.interactor.removeCallCount, 1)
        XCTAssertEqual(harness.interactor.removeReceived, [Favourite.fixture()])
    }

    @MainActor
    func testRemoveDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.removeError = FavouritesTestError.stubbed

        await harness.presenter.remove(Favourite.fixture())

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
    }

    @MainActor
    func testPinnedCountDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.pinnedCountReturnValue = 1

        await harness.presenter.pinnedCount()

        XCTAssertEqual(harness.interactor.pinnedCountCallCount, 1)
        XCTAssertEqual(harness.view.displayCountReceived, [1])
    }

    @MainActor
    func testShowFavouriteRoutes() async {
        let harness = Harness()

        harness.presenter.showFavourite(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        XCTAssertEqual(harness.router.showFavouriteCallCount, 1)
        XCTAssertEqual(
            harness.router.showFavouriteReceived,
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
    }
}

/// The presenter under test, wired to spies.
@MainActor
private struct Harness {
    let view = FavouritesViewSpy()
    let interactor = FavouritesInteractorSpy()
    let router = FavouritesRouterSpy()
    let presenter: FavouritesPresenter

    init() {
        presenter = FavouritesPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
