import Foundation
import Testing

@testable import CleanFavourites

@MainActor
struct FavouritesPresenterTests {
    private let display = FavouritesDisplayLogicSpy()
    private let presenter: FavouritesPresenter

    init() {
        presenter = FavouritesPresenter(display: display)
    }
}

extension FavouritesPresenterTests {
    // MARK: - Use cases

    @Test func presentLoadFavouritesDisplaysTheViewModel() {
        let favourites: [Favourite] = [Favourite.fixture()]
        let response = FavouritesModels.LoadFavourites.Response(favourites: favourites)

        presenter.presentLoadFavourites(response: response)

        let viewModel = FavouritesModels.LoadFavourites.ViewModel(
            favourites: [FavouriteViewModel.fixture()]
        )
        #expect(display.displayLoadFavouritesReceived == [viewModel])
    }

    @Test func presentLoadFavouritesErrorDisplaysTheError() {
        presenter.presentLoadFavourites(error: FavouritesTestError.stubbed)

        let message = FavouritesTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayLoadFavouritesReceived.isEmpty)
    }

    @Test func presentRemoveDisplaysTheViewModel() {
        presenter.presentRemove(response: FavouritesModels.Remove.Response())

        #expect(display.displayRemoveReceived == [FavouritesModels.Remove.ViewModel()])
    }

    @Test func presentRemoveErrorDisplaysTheError() {
        presenter.presentRemove(error: FavouritesTestError.stubbed)

        let message = FavouritesTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRemoveReceived.isEmpty)
    }

    @Test func presentPinnedCountDisplaysTheViewModel() {
        let pinnedCountResult: Int = 304
        let response = FavouritesModels.PinnedCount.Response(pinnedCountResult: pinnedCountResult)

        presenter.presentPinnedCount(response: response)

        let viewModel = FavouritesModels.PinnedCount.ViewModel(pinnedCountResult: pinnedCountResult)
        #expect(display.displayPinnedCountReceived == [viewModel])
    }
}
