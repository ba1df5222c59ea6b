import XCTest

@testable import CleanPlaylist

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class PlaylistInteractorTests: XCTestCase {}

extension PlaylistInteractorTests {
    // MARK: - Use cases

    @MainActor
    func testSongsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let songsResult: [Song] = [Song.fixture()]
        harness.worker.songsResult = .success(songsResult)
        let request = PlaylistModels.Songs.Request()

        await harness.interactor.songs(request: request)

        XCTAssertEqual(harness.worker.songsCallCount, 1)
        let response = PlaylistModels.Songs.Response(songsResult: songsResult)
        XCTAssertEqual(harness.presenter.presentSongsReceived, [response])
        XCTAssertEqual(harness.interactor.songsResult, songsResult)
    }

    @MainActor
    func testSongsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.songsResult = .failure(PlaylistTestError.stubbed)
        let request = PlaylistModels.Songs.Request()

        await harness.interactor.songs(request: request)

        XCTAssertEqual(harness.presenter.presentSongsErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentSongsErrors.first as? PlaylistTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentSongsReceived.isEmpty)
    }

    @MainActor
    func testSongsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.songsResult = .failure(CancellationError())
        let request = PlaylistModels.Songs.Request()

        await harness.interactor.songs(request: request)

        XCTAssertTrue(harness.presenter.presentSongsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentSongsReceived.isEmpty)
    }
}

/// The interactor under test, wired to spies.
@MainActor
private struct Harness {
    let presenter = PlaylistPresentationLogicSpy()
    let worker = PlaylistWorkerSpy()
    let interactor: PlaylistInteractor

    init() {
        interactor = PlaylistInteractor(
            playlistID: 850,
            presenter: presenter,
            worker: worker
        )
    }
}
