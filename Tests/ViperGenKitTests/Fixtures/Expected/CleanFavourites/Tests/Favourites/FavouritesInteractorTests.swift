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
}

extension FavouritesInteractorTests {
    // MARK: - Use cases

    @Test func loadFavouritesPresentsWhatTheWorkerReturns() async {
        let favourites: [Favourite] = [Favourite.fixture()]
        worker.loadFavouritesResult = .success(favourites)
        let request = FavouritesModels.LoadFavourites.Request()

        await interactor.loadFavourites(request: request)

        #expect(worker.loadFavouritesCallCount == 1)
        let response = FavouritesModels.LoadFavourites.Response(favourites: favourites)
        #expect(presenter.presentLoadFavouritesReceived == [response])
        #expect(interactor.favourites == favourites)
    }

    @Test func loadFavouritesPresentsTheWorkersError() async {
        worker.loadFavouritesResult = .failure(FavouritesTestError.stubbed)
        let request = FavouritesModels.LoadFavourites.Request()

        await interactor.loadFavourites(request: request)

        #expect(presenter.presentLoadFavouritesErrors.count == 1)
        #expect(presenter.presentLoadFavouritesErrors.first as? FavouritesTestError == .stubbed)
        #expect(presenter.presentLoadFavouritesReceived.isEmpty)
    }

    @Test func loadFavouritesEndsSilentlyWhenCancelled() async {
        worker.loadFavouritesResult = .failure(CancellationError())
        let request = FavouritesModels.LoadFavourites.Request()

        await interactor.loadFavourites(request: request)

        #expect(presenter.presentLoadFavouritesErrors.isEmpty)
        #expect(presenter.presentLoadFavouritesReceived.isEmpty)
    }

    @Test func removePassesTheRequestToTheWorker() async {
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await interactor.remove(request: request)

        #expect(worker.removeCallCount == 1)
        #expect(worker.removeReceived == [request.favourite])
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

    @Test func removeEndsSilentlyWhenCancelled() async {
        worker.removeError = CancellationError()
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await interactor.remove(request: request)

        #expect(presenter.presentRemoveErrors.isEmpty)
        #expect(presenter.presentRemoveReceived.isEmpty)
    }

    @Test func pinnedCountPresentsWhatTheWorkerReturns() async {
        let pinnedCountResult: Int = 304
        worker.pinnedCountReturnValue = pinnedCountResult
        let request = FavouritesModels.PinnedCount.Request()

        await interactor.pinnedCount(request: request)

        #expect(worker.pinnedCountCallCount == 1)
        let response = FavouritesModels.PinnedCount.Response(pinnedCountResult: pinnedCountResult)
        #expect(presenter.presentPinnedCountReceived == [response])
        #expect(interactor.pinnedCountResult == pinnedCountResult)
    }
}
