import Foundation
import Testing

@testable import CleanFavourites

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the screen's state.
@MainActor
struct FavouritesConfiguratorTests {
    private let worker = FavouritesWorkerSpy()
    /// The state as the screen gets it; the test keeps nothing else of the scene.
    private let state: FavouritesDisplayState

    init() {
        state = FavouritesConfigurator.makeState(worker: worker)
    }

    @Test func theStateOwnsTheScene() {
        #expect(state.interactor is FavouritesInteractor)
        #expect(state.router?.dataStore === state.interactor)
    }

    #if canImport(SwiftUI)
        /// The screen builds as content, which a parent pushes onto its stack and whose own
        /// pushes go onto that stack, and as the root of a stack of its own around that content.
        @Test func theSceneBuildsAsContentAndAsRoot() {
            let content: FavouritesView = FavouritesConfigurator.makeView(worker: worker)
            let root: FavouritesRootView = FavouritesConfigurator.makeRootView(worker: worker)

            #expect(type(of: root.content) == type(of: content))
        }
    #endif

    /// The scene's first load belongs to the state, so that a screen pushed over this one does
    /// not cancel it: releasing the state (the scene going away for good) does.
    @Test func releasingTheStateCancelsItsLoad() {
        var state: FavouritesDisplayState? = FavouritesConfigurator.makeState(worker: worker)
        state?.loadTask = Task { try? await Task.sleep(for: .seconds(60)) }
        let loadTask = state?.loadTask

        state = nil

        #expect(loadTask?.isCancelled == true)
    }
}

extension FavouritesConfiguratorTests {
    // MARK: - Use cases

    @Test func loadFavouritesReachesTheDisplay() async {
        let favourites: [Favourite] = [Favourite.fixture()]
        worker.loadFavouritesResult = .success(favourites)
        let request = FavouritesModels.LoadFavourites.Request()

        await state.interactor?.loadFavourites(request: request)

        let viewModel = FavouritesModels.LoadFavourites.ViewModel(
            favourites: [FavouriteViewModel.fixture()]
        )
        #expect(state.loadFavouritesViewModel == viewModel)
        #expect(state.router?.dataStore?.favourites == favourites)
    }

    @Test func loadFavouritesFailureReachesTheDisplay() async {
        worker.loadFavouritesResult = .failure(FavouritesTestError.stubbed)
        let request = FavouritesModels.LoadFavourites.Request()

        await state.interactor?.loadFavourites(request: request)

        let message = FavouritesTestError.stubbed.localizedDescription
        #expect(state.errorViewModel?.message == message)
        #expect(state.loadFavouritesViewModel == nil)
    }

    @Test func loadFavouritesCancelledShowsNoError() async {
        worker.loadFavouritesResult = .failure(CancellationError())
        let request = FavouritesModels.LoadFavourites.Request()

        await state.interactor?.loadFavourites(request: request)

        #expect(state.errorViewModel == nil)
    }

    @Test func removeReachesTheDisplay() async {
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await state.interactor?.remove(request: request)

        #expect(state.removeViewModel == FavouritesModels.Remove.ViewModel())
    }

    @Test func removeFailureReachesTheDisplay() async {
        worker.removeError = FavouritesTestError.stubbed
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await state.interactor?.remove(request: request)

        let message = FavouritesTestError.stubbed.localizedDescription
        #expect(state.errorViewModel?.message == message)
        #expect(state.removeViewModel == nil)
    }

    @Test func removeCancelledShowsNoError() async {
        worker.removeError = CancellationError()
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await state.interactor?.remove(request: request)

        #expect(state.errorViewModel == nil)
    }

    @Test func pinnedCountReachesTheDisplay() async {
        let pinnedCountResult: Int = 304
        worker.pinnedCountReturnValue = pinnedCountResult
        let request = FavouritesModels.PinnedCount.Request()

        await state.interactor?.pinnedCount(request: request)

        let viewModel = FavouritesModels.PinnedCount.ViewModel(pinnedCountResult: pinnedCountResult)
        #expect(state.pinnedCountViewModel == viewModel)
        #expect(state.router?.dataStore?.pinnedCountResult == pinnedCountResult)
    }

    // MARK: - Routes

    @Test func showFavouritePushesItsDestination() {
        state.router?.showFavourite(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        #expect(state.router?.destination != nil)
    }
}
