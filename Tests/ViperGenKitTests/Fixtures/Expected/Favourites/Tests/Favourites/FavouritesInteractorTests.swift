import Foundation
import XCTest

@testable import Favourites

nonisolated final class FavouritesInteractorTests: XCTestCase {
    private let service = FavouritesServiceSpy()
    private lazy var interactor = FavouritesInteractor(service: service)
}

nonisolated extension FavouritesInteractorTests {
    // MARK: - Use cases

    func testLoadFavouritesReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Favourite] = [Favourite.fixture()]
        service.loadFavouritesResult = .success(stubbed)

        let favourites = try await interactor.loadFavourites()

        XCTAssertEqual(favourites, stubbed)
        XCTAssertEqual(service.loadFavouritesCallCount, 1)
    }

    func testLoadFavouritesPassesOnServiceErrors() async {
        service.loadFavouritesResult = .failure(FavouritesTestError.stubbed)

        do {
            _ = try await interactor.loadFavourites()
            XCTFail("Expected loadFavourites to throw")
        } catch {
            XCTAssertEqual(error as? FavouritesTestError, .stubbed)
        }
    }

    func testRemoveCallsTheService() async throws {
        let favourite: Favourite = Favourite.fixture()

        try await interactor.remove(favourite)

        XCTAssertEqual(service.removeCallCount, 1)
        XCTAssertEqual(service.removeReceived, [favourite])
    }

    func testRemovePassesOnServiceErrors() async {
        service.removeError = FavouritesTestError.stubbed

        do {
            try await interactor.remove(Favourite.fixture())
            XCTFail("Expected remove to throw")
        } catch {
            XCTAssertEqual(error as? FavouritesTestError, .stubbed)
        }
    }

    func testPinnedCountReturnsWhatTheServiceReturns() async {
        let stubbed: Int = 304
        service.pinnedCountReturnValue = stubbed

        let pinnedCountResult = await interactor.pinnedCount()

        XCTAssertEqual(pinnedCountResult, stubbed)
        XCTAssertEqual(service.pinnedCountCallCount, 1)
    }
}
