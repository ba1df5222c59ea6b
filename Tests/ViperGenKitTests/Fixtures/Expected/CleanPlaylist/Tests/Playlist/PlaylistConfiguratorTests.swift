import Foundation
import XCTest

@testable import CleanPlaylist

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the screen's state.
/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class PlaylistConfiguratorTests: XCTestCase {
    @MainActor
    func testTheStateOwnsTheScene() async {
        let harness = Harness()

        XCTAssertTrue(harness.state.interactor is PlaylistInteractor)
        XCTAssertTrue(harness.state.router?.dataStore === harness.state.interactor)
    }

    #if canImport(SwiftUI)
        /// The screen builds as content, which a parent pushes onto its stack and whose own
        /// pushes go onto that stack, and as the root of a stack of its own around that content.
        @MainActor
        func testTheSceneBuildsAsContentAndAsRoot() async {
            let content: PlaylistView = PlaylistConfigurator.makeView(
                playlistID: 850,
                worker: PlaylistWorkerSpy(),
                dependencies: PlaylistDependenciesDouble()
            )
            let root: PlaylistRootView = PlaylistConfigurator.makeRootView(
                playlistID: 850,
                worker: PlaylistWorkerSpy(),
                dependencies: PlaylistDependenciesDouble()
            )

            XCTAssertTrue(type(of: root.content) == type(of: content))
        }
    #endif

    /// The scene's first load belongs to the state, so that a screen pushed over this one does
    /// not cancel it: releasing the state (the scene going away for good) does.
    @MainActor
    func testReleasingTheStateCancelsItsLoad() async {
        var state: PlaylistDisplayState? = PlaylistConfigurator.makeState(
            playlistID: 850,
            worker: PlaylistWorkerSpy(),
            dependencies: PlaylistDependenciesDouble()
        )
        state?.loadTask = Task { try? await Task.sleep(for: .seconds(60)) }
        let loadTask = state?.loadTask

        state = nil

        XCTAssertEqual(loadTask?.isCancelled, true)
    }
}

extension PlaylistConfiguratorTests {
    // MARK: - Use cases

    @MainActor
    func testSongsReachesTheDisplay() async {
        let harness = Harness()
        let songsResult: [Song] = [Song.fixture()]
        harness.worker.songsResult = .success(songsResult)
        let request = PlaylistModels.Songs.Request()

        await harness.state.interactor?.songs(request: request)

        let viewModel = PlaylistModels.Songs.ViewModel(songsResult: [SongViewModel.fixture()])
        XCTAssertEqual(harness.state.songsViewModel, viewModel)
        XCTAssertEqual(harness.state.router?.dataStore?.songsResult, songsResult)
    }

    @MainActor
    func testSongsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.songsResult = .failure(PlaylistTestError.stubbed)
        let request = PlaylistModels.Songs.Request()

        await harness.state.interactor?.songs(request: request)

        let message = PlaylistTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.state.errorViewModel?.message, message)
        XCTAssertNil(harness.state.songsViewModel)
    }

    @MainActor
    func testSongsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.songsResult = .failure(CancellationError())
        let request = PlaylistModels.Songs.Request()

        await harness.state.interactor?.songs(request: request)

        XCTAssertNil(harness.state.errorViewModel)
    }

    // MARK: - Routes

    /// Pushes the Playlist scene, built with what the route passes.
    @MainActor
    func testShowPlaylistPushesThePlaylistScene() async {
        let harness = Harness()

        harness.state.router?.showPlaylist(id: 850)

        let scene = harness.state.router?.destination?.scene as? PlaylistDisplayState
        XCTAssertNotNil(scene)
        XCTAssertEqual(scene?.router?.dataStore?.playlistID, 850)
    }

    @MainActor
    func testShowSongPushesItsDestination() async {
        let harness = Harness()

        harness.state.router?.showSong(Song.fixture())

        XCTAssertNotNil(harness.state.router?.destination)
    }

    @MainActor
    func testCloseDismissesTheScreen() async {
        let harness = Harness()

        harness.state.router?.close()

        XCTAssertEqual(harness.state.router?.isDismissed, true)
    }
}

/// The screen's state as the configurator makes it, around a worker spy; the harness keeps
/// nothing else of the scene.
@MainActor
private struct Harness {
    let worker = PlaylistWorkerSpy()
    let state: PlaylistDisplayState

    init() {
        state = PlaylistConfigurator.makeState(
            playlistID: 850,
            worker: worker,
            dependencies: PlaylistDependenciesDouble()
        )
    }
}
