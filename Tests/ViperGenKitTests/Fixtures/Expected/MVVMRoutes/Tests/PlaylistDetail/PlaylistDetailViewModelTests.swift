import Foundation
import XCTest

@testable import MVVMRoutes

#if canImport(SwiftUI)
    import SwiftUI
#endif

nonisolated final class PlaylistDetailViewModelTests: XCTestCase {}

extension PlaylistDetailViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testRenameCallsTheService() async {
        let harness = Harness()
        let playlist: Playlist = Playlist.fixture()
        let title: String = "title"

        await harness.viewModel.rename(playlist, to: title)

        XCTAssertEqual(harness.service.renameCallCount, 1)
        XCTAssertEqual(harness.service.renameReceived.first?.playlist, playlist)
        XCTAssertEqual(harness.service.renameReceived.first?.title, title)
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenamePublishesAnError() async {
        let harness = Harness()
        let error = PlaylistDetailTestError.stubbed
        harness.service.renameError = error

        await harness.viewModel.rename(Playlist.fixture(), to: "title")

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.renameError = CancellationError()

        await harness.viewModel.rename(Playlist.fixture(), to: "title")

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.rename(Playlist.fixture(), to: "title")
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.renameError = PlaylistDetailTestError.stubbed
        await harness.viewModel.rename(Playlist.fixture(), to: "title")

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.rename(Playlist.fixture(), to: "title")
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.rename(Playlist.fixture(), to: "title")

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowArtistsNavigates() async {
        let harness = Harness()
        let animated: Bool = true

        harness.viewModel.showArtists(animated: animated)

        XCTAssertEqual(harness.navigator.showArtistsCallCount, 1)
        XCTAssertEqual(harness.navigator.showArtistsReceived, [animated])
    }

    @MainActor
    func testDismissNavigates() async {
        let harness = Harness()

        harness.viewModel.dismiss()

        XCTAssertEqual(harness.navigator.dismissCallCount, 1)
    }

    @MainActor
    func testShowArtistsPushesItsScreen() async {
        let harness = Harness()
        let router = PlaylistDetailRouter(dependencies: PlaylistDetailDependenciesDouble())
        let viewModel = PlaylistDetailViewModel(
            playlist: Playlist.fixture(),
            service: harness.service,
            navigator: router
        )

        viewModel.showArtists(animated: true)

        guard case .showArtists? = router.destination?.route else {
            XCTFail("showArtists pushed another destination")
            return
        }
    }

    @MainActor
    func testDismissDismissesTheScreen() async {
        let harness = Harness()
        let router = PlaylistDetailRouter(dependencies: PlaylistDetailDependenciesDouble())
        let viewModel = PlaylistDetailViewModel(
            playlist: Playlist.fixture(),
            service: harness.service,
            navigator: router
        )

        viewModel.dismiss()

        XCTAssertTrue(router.isDismissed)
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @MainActor
    func testShowArtistsBuildsArtistsOnce() async throws {
        let dependencies = PlaylistDetailDependenciesDouble()
        let router = PlaylistDetailRouter(dependencies: dependencies)

        router.showArtists(animated: true)

        let destination = try XCTUnwrap(router.destination)
        guard case .artists? = destination.content else {
            XCTFail("shows \(String(describing: destination.content)) instead")
            return
        }
        XCTAssertEqual(dependencies.makeArtistsServiceCallCount, 1)
        // Its routes go to the router its screen is shown with.
        if case .artists(let built, let builtRouter)? = destination.content {
            XCTAssertTrue(built.navigator === builtRouter)
        }
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @MainActor
    func testShowArtistsFreesItsArtistsWhenLeft() {
        let router = PlaylistDetailRouter(dependencies: PlaylistDetailDependenciesDouble())
        weak var viewModel: ArtistsViewModel?

        router.showArtists(animated: true)
        if case .artists(let built, _)? = router.destination?.content {
            viewModel = built
        }
        XCTAssertNotNil(viewModel)

        router.destination = nil

        XCTAssertNil(viewModel)
    }

    #if canImport(SwiftUI)
        @MainActor
        func testItsScreenBuildsAsContentAndAsRoot() async {
            let content = PlaylistDetailScreen(
                playlist: Playlist.fixture(),
                service: PlaylistDetailServiceSpy(),
                dependencies: PlaylistDetailDependenciesDouble()
            )
            let root = PlaylistDetailScreen.root(
                playlist: Playlist.fixture(),
                service: PlaylistDetailServiceSpy(),
                dependencies: PlaylistDetailDependenciesDouble()
            )

            _ = content
            XCTAssertTrue(root is NavigationStack<NavigationPath, PlaylistDetailScreen>)
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = PlaylistDetailServiceSpy()
    let navigator = PlaylistDetailNavigatorSpy()
    let viewModel: PlaylistDetailViewModel

    init() {
        viewModel = PlaylistDetailViewModel(
            playlist: Playlist.fixture(),
            service: service,
            navigator: navigator
        )
    }
}
