import Foundation
import XCTest

@testable import Favourites

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class FavouritesPresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()
        harness.interactor.loadFavouritesResult = .success([Favourite.fixture()])
        harness.interactor.pinnedCountReturnValue = 304

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadFavouritesCallCount, 1)
        XCTAssertEqual(harness.interactor.pinnedCountCallCount, 1)
    }
}

extension FavouritesPresenterTests {
    // MARK: - Use cases

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

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadFavouritesShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadFavouritesResult = .failure(CancellationError())

        await harness.presenter.loadFavourites()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayFavouritesReceived.isEmpty)
    }

    @MainActor
    func testRemoveCallsTheInteractor() async {
        let harness = Harness()
        let favourite: Favourite = Favourite.fixture()

        await harness.presenter.remove(favourite)

        XCTAssertEqual(harness.interactor.removeCallCount, 1)
        XCTAssertEqual(harness.interactor.removeReceived, [favourite])
    }

    @MainActor
    func testRemoveDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.removeError = FavouritesTestError.stubbed

        await harness.presenter.remove(Favourite.fixture())

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testRemoveShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.removeError = CancellationError()

        await harness.presenter.remove(Favourite.fixture())

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testPinnedCountDisplaysTheResult() async {
        let harness = Harness()
        let pinnedCountResult: Int = 304
        harness.interactor.pinnedCountReturnValue = pinnedCountResult

        await harness.presenter.pinnedCount()

        XCTAssertEqual(harness.interactor.pinnedCountCallCount, 1)
        XCTAssertEqual(harness.view.displayPinnedCountReceived, [pinnedCountResult])
    }

    // MARK: - Routes

    @MainActor
    func testShowFavouriteRoutes() async {
        let harness = Harness()
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

        harness.presenter.showFavourite(id: id)

        XCTAssertEqual(harness.router.showFavouriteCallCount, 1)
        XCTAssertEqual(harness.router.showFavouriteReceived, [id])
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
