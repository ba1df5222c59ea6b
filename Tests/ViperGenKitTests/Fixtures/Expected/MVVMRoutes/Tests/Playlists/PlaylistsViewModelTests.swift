import Foundation
import Testing

@testable import MVVMRoutes

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct PlaylistsViewModelTests {
    private let service = PlaylistsServiceSpy()
    private let navigator = PlaylistsNavigatorSpy()
    private let viewModel: PlaylistsViewModel

    init() {
        viewModel = PlaylistsViewModel(service: service, navigator: navigator)
    }
}

extension PlaylistsViewModelTests {
    // MARK: - Use cases

    @Test func onAppearLoadsTheScreen() async {
        service.loadPlaylistsResult = .success([Playlist.fixture()])

        await viewModel.onAppear()

        #expect(service.loadPlaylistsCallCount == 1)
    }

    @Test func loadPlaylistsPublishesTheResult() async {
        service.loadPlaylistsResult = .success([Playlist.fixture()])

        await viewModel.loadPlaylists()

        #expect(service.loadPlaylistsCallCount == 1)

        #expect(viewModel.state.playlists == [PlaylistItemViewModel.fixture()])
        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadPlaylistsPublishesAnError() async {
        let error = PlaylistsTestError.stubbed
        service.loadPlaylistsResult = .failure(error)

        await viewModel.loadPlaylists()

        #expect(viewModel.state.errorMessage == error.localizedDescription)
        #expect(viewModel.state.playlists == PlaylistsState().playlists)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadPlaylistsEndsSilentlyWhenCancelled() async {
        service.loadPlaylistsResult = .failure(CancellationError())

        await viewModel.loadPlaylists()

        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadPlaylistsShowsLoadingWhileItRuns() async {
        service.loadPlaylistsResult = .success([Playlist.fixture()])
        service.holdsCalls = true
        let call = Task {
            await viewModel.loadPlaylists()
        }
        await service.waitForAHeldCall()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await call.value
        #expect(!viewModel.state.isLoading)
    }

    @Test func dismissErrorClearsTheError() async {
        service.loadPlaylistsResult = .failure(PlaylistsTestError.stubbed)
        await viewModel.loadPlaylists()

        viewModel.dismissError()

        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func isLoadingLastsUntilTheLastIntentEnds() async {
        service.loadPlaylistsResult = .success([Playlist.fixture()])
        service.holdsCalls = true
        let first = Task {
            await viewModel.loadPlaylists()
        }
        await service.waitForAHeldCall()
        service.holdsCalls = false

        await viewModel.loadPlaylists()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await first.value
        #expect(!viewModel.state.isLoading)
    }

    // MARK: - Routes

    @Test func showPlaylistNavigates() {
        let playlist: Playlist = Playlist.fixture()

        viewModel.showPlaylist(playlist)

        #expect(navigator.showPlaylistCallCount == 1)
        #expect(navigator.showPlaylistReceived == [playlist])
    }

    @Test func showSearchNavigates() {
        let query: String = "query"

        viewModel.showSearch(query: query)

        #expect(navigator.showSearchCallCount == 1)
        #expect(navigator.showSearchReceived == [query])
    }

    @Test func showPlaylistPushesItsScreen() {
        let router = PlaylistsRouter(dependencies: PlaylistsDependenciesDouble())
        let viewModel = PlaylistsViewModel(service: service, navigator: router)

        viewModel.showPlaylist(Playlist.fixture())

        guard case .showPlaylist? = router.destination?.route else {
            Issue.record("showPlaylist pushed another destination")
            return
        }
    }

    @Test func showSearchPushesItsScreen() {
        let router = PlaylistsRouter(dependencies: PlaylistsDependenciesDouble())
        let viewModel = PlaylistsViewModel(service: service, navigator: router)

        viewModel.showSearch(query: "query")

        guard case .showSearch? = router.destination?.route else {
            Issue.record("showSearch pushed another destination")
            return
        }
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @Test func showPlaylistBuildsPlaylistDetailOnce() throws {
        let dependencies = PlaylistsDependenciesDouble()
        let router = PlaylistsRouter(dependencies: dependencies)

        router.showPlaylist(Playlist.fixture())

        let destination = try #require(router.destination)
        guard case .playlistDetail(let playlistDetailViewModel, _)? = destination.content else {
            Issue.record("shows \(String(describing: destination.content)) instead")
            return
        }
        #expect(dependencies.makePlaylistDetailServiceCallCount == 1)
        // Its routes go to the router its screen is shown with.
        if case .playlistDetail(let built, let builtRouter)? = destination.content {
            #expect(built.navigator === builtRouter)
        }
        #expect(playlistDetailViewModel.playlist == Playlist.fixture())
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @Test func showPlaylistFreesItsPlaylistDetailWhenLeft() {
        let router = PlaylistsRouter(dependencies: PlaylistsDependenciesDouble())
        weak var viewModel: PlaylistDetailViewModel?

        router.showPlaylist(Playlist.fixture())
        if case .playlistDetail(let built, _)? = router.destination?.content {
            viewModel = built
        }
        #expect(viewModel != nil)

        router.destination = nil

        #expect(viewModel == nil)
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let content = PlaylistsScreen(
                service: service,
                dependencies: PlaylistsDependenciesDouble()
            )
            let root = PlaylistsScreen.root(
                service: service,
                dependencies: PlaylistsDependenciesDouble()
            )

            _ = content
            #expect(root is NavigationStack<NavigationPath, PlaylistsScreen>)
        }
    #endif
}
