import Foundation
import Testing

@testable import CleanFavourites

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct FavouritesConfiguratorTests {
    private let display = FavouritesDisplayState()
    private let worker = FavouritesWorkerSpy()
    private let scene: (interactor: FavouritesInteractor, router: FavouritesRouter)

    init() {
        scene = FavouritesConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDisplayAndTheDataStore() {
        #expect(scene.router.display === display)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test func loadFavouritesReachesTheDisplay() async {
        worker.loadFavouritesResult = .success([Favourite.fixture()])
        let request = FavouritesModels.LoadFavourites.Request()

        await scene.interactor.loadFavourites(request: request)

        let viewModel = FavouritesModels.LoadFavourites.ViewModel(
            favourites: [FavouriteViewModel.fixture()]
        )
        #expect(display.loadFavouritesViewModel == viewModel)
        #expect(scene.router.dataStore?.favourites == [Favourite.fixture()])
    }

    @Test func loadFavouritesFailureReachesTheDisplay() async {
        worker.loadFavouritesResult = .failure(FavouritesTestError.stubbed)
        let request = FavouritesModels.LoadFavourites.Request()

        await scene.interactor.loadFavourites(request: request)

        let message = FavouritesTestError.stubbed.localizedDescription
        #expect(display.errorViewModel?.message == message)
        #expect(display.loadFavouritesViewModel == nil)
    }

    @Test func removeReachesTheDisplay() async {
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await scene.interactor.remove(request: request)

        #expect(display.removeViewModel == FavouritesModels.Remove.ViewModel())
    }

    @Test func removeFailureReachesTheDisplay() async {
        worker.removeError = FavouritesTestError.stubbed
        let request = FavouritesModels.Remove.Request(favourite: Favourite.fixture())

        await scene.interactor.remove(request: request)

        let message = FavouritesTestError.stubbed.localizedDescription
        #expect(display.errorViewModel?.message == message)
        #expect(display.removeViewModel == nil)
    }

    @Test func pinnedCountReachesTheDisplay() async {
        worker.pinnedCountReturnValue = 1
        let request = FavouritesModels.PinnedCount.Request()

        await scene.interactor.pinnedCount(request: request)

        let viewModel = FavouritesModels.PinnedCount.ViewModel(count: 1)
        #expect(display.pinnedCountViewModel == viewModel)
        #expect(scene.router.dataStore?.count == 1)
    }
}
