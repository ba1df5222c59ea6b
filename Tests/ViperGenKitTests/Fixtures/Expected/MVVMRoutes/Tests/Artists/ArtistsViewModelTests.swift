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

    #if canImport(SwiftUI)
        /// The route pushes the screen of the module it opens, as content on the stack the
        /// screen is in.
        @Test func showPlaylistsPushesThePlaylistsScreen() throws {
            let router = ArtistsRouter(dependencies: ArtistsDependenciesDouble())

            router.showPlaylists()

            let destination = try #require(router.destination)
            #expect(destination.shows(PlaylistsScreen.self, dependencies: router.dependencies))
        }
    #endif

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
