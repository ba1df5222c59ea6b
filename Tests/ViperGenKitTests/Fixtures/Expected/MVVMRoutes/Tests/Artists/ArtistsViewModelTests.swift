import Foundation
import Testing

@testable import MVVMRoutes

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct ArtistsViewModelTests {
    private let service = ArtistsServiceSpy()
    private let navigator = ArtistsNavigatorSpy()
    private let viewModel: ArtistsViewModel

    init() {
        viewModel = ArtistsViewModel(service: service, navigator: navigator)
    }
}

extension ArtistsViewModelTests {
    // MARK: - Use cases

    @Test func onAppearLoadsTheScreen() async {
        service.loadArtistsResult = .success([Artist.fixture()])

        await viewModel.onAppear()

        #expect(service.loadArtistsCallCount == 1)
    }

    @Test func loadArtistsPublishesTheResult() async {
        service.loadArtistsResult = .success([Artist.fixture()])

        await viewModel.loadArtists()

        #expect(service.loadArtistsCallCount == 1)

        #expect(viewModel.state.artists == [ArtistItemViewModel.fixture()])
        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadArtistsPublishesAnError() async {
        let error = ArtistsTestError.stubbed
        service.loadArtistsResult = .failure(error)

        await viewModel.loadArtists()

        #expect(viewModel.state.errorMessage == error.localizedDescription)
        #expect(viewModel.state.artists == ArtistsState().artists)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadArtistsEndsSilentlyWhenCancelled() async {
        service.loadArtistsResult = .failure(CancellationError())

        await viewModel.loadArtists()

        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadArtistsShowsLoadingWhileItRuns() async {
        service.loadArtistsResult = .success([Artist.fixture()])
        service.holdsCalls = true
        let call = Task {
            await viewModel.loadArtists()
        }
        await service.waitForAHeldCall()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await call.value
        #expect(!viewModel.state.isLoading)
    }

    @Test func dismissErrorClearsTheError() async {
        service.loadArtistsResult = .failure(ArtistsTestError.stubbed)
        await viewModel.loadArtists()

        viewModel.dismissError()

        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func isLoadingLastsUntilTheLastIntentEnds() async {
        service.loadArtistsResult = .success([Artist.fixture()])
        service.holdsCalls = true
        let first = Task {
            await viewModel.loadArtists()
        }
        await service.waitForAHeldCall()
        service.holdsCalls = false

        await viewModel.loadArtists()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await first.value
        #expect(!viewModel.state.isLoading)
    }

    // MARK: - Routes

    @Test func showPlaylistsNavigates() {
        viewModel.showPlaylists()

        #expect(navigator.showPlaylistsCallCount == 1)
    }

    @Test func showPlaylistsPushesItsScreen() {
        let router = ArtistsRouter(dependencies: ArtistsDependenciesDouble())
        let viewModel = ArtistsViewModel(service: service, navigator: router)

        viewModel.showPlaylists()

        guard case .showPlaylists? = router.destination?.route else {
            Issue.record("showPlaylists pushed another destination")
            return
        }
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @Test func showPlaylistsBuildsPlaylistsOnce() throws {
        let dependencies = ArtistsDependenciesDouble()
        let router = ArtistsRouter(dependencies: dependencies)

        router.showPlaylists()

        let destination = try #require(router.destination)
        guard case .playlists? = destination.content else {
            Issue.record("shows \(String(describing: destination.content)) instead")
            return
        }
        #expect(dependencies.makePlaylistsServiceCallCount == 1)
        // Its routes go to the router its screen is shown with.
        if case .playlists(let built, let builtRouter)? = destination.content {
            #expect(built.navigator === builtRouter)
        }
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @Test func showPlaylistsFreesItsPlaylistsWhenLeft() {
        let router = ArtistsRouter(dependencies: ArtistsDependenciesDouble())
        weak var viewModel: PlaylistsViewModel?

        router.showPlaylists()
        if case .playlists(let built, _)? = router.destination?.content {
            viewModel = built
        }
        #expect(viewModel != nil)

        router.destination = nil

        #expect(viewModel == nil)
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let content = ArtistsScreen(service: service, dependencies: ArtistsDependenciesDouble())
            let root = ArtistsScreen.root(
                service: service,
                dependencies: ArtistsDependenciesDouble()
            )

            _ = content
            #expect(root is NavigationStack<NavigationPath, ArtistsScreen>)
        }
    #endif
}
