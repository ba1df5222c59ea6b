import Foundation
import Testing

@testable import CleanFavourites

@MainActor
struct FavouritesInteractorTests {
    private let presenter = FavouritesPresentationLogicSpy()
    private let worker = FavouritesWorkerSpy()
    private let interactor: FavouritesInteractor

    init() {
        interactor = FavouritesInteractor(presenter: presenter, worker: worker)
    }

    @Test func loadFavouritesPresentsWhatTheWorkerReturns() async {
        worker.loadFavouritesResult = .success([Favourite.fixture()])
        let request = FavouritesModels.LoadFavourites.Request()

        await interactor.loadFavourites(request: request)

        #expect(worker.loadFavouritesCallCount == 1)
        let response = FavouritesModels.LoadFavourites.Response(favourites: [Favourite.fixture()])
        #expect(presenter.presentLoadFavouritesReceived == [response])
        #expect(interactor.favourites == [Favourite.fixture()])
    }

    @Test func loadFavouritesPresentsTheWorkersError() async {
        worker.loadFavouritesResult = .failure(FavouritesTestError.stubbed)
        let request = FavouritesModels.LoadFavourites.Request()

        await interactor.loadFavourites(request: request)

        #expect(presenter.presentLoadFavouritesErrors.count == 1)
        #expect(presenter.presentLoadFavouritesErrors.first as? FavouritesTestError == .stubbed)
        #expect(presenter.presentLoadFavouritesReceived.isEmpty)
    }

    @Test func removePassesTheRequestToTheWorker() async {
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await interactor.remove(request: request)

        #expect(worker.removeCallCount == 1)
        #expect(worker.removeReceived == [Favourite.fixture()])
        #expect(presenter.presentRemoveReceived == [FavouritesModels.Remove.Response()])
    }

    @Test func removePresentsTheWorkersError() async {
        worker.removeError = FavouritesTestError.stubbed
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await interactor.remove(request: request)

        #expect(presenter.presentRemoveErrors.count == 1)
        #expect(presenter.presentRemoveErrors.first as? FavouritesTestError == .stubbed)
        #expect(presenter.presentRemoveReceived.isEmpty)
    }

    @Test func pinnedCountPresentsWhatTheWorkerReturns() async {
        worker.pinnedCountReturnValue = 1
        let request = FavouritesModels.PinnedCount.Request()

        await interactor.pinnedCount(request: request)

        #expect(worker.pinnedCountCallCount == 1)
        let response = FavouritesModels.PinnedCount.Response(count: 1)
        #expect(presenter.presentPinnedCountReceived == [response])
        #expect(interactor.count == 1)
    }
}
