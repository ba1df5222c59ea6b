import Foundation
import XCTest

@testable import CleanPlaylist

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class PlaylistPresenterTests: XCTestCase {}

extension PlaylistPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testPresentSongsDisplaysTheViewModel() async {
        let harness = Harness()
        let songsResult: [Song] = [Song.fixture()]
        let response = PlaylistModels.Songs.Response(songsResult: songsResult)

        harness.presenter.presentSongs(response: response)

        let viewModel = PlaylistModels.Songs.ViewModel(songsResult: [SongViewModel.fixture()])
        XCTAssertEqual(harness.display.displaySongsReceived, [viewModel])
    }

    @MainActor
    func testPresentSongsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentSongs(error: PlaylistTestError.stubbed)

        let message = PlaylistTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displaySongsReceived.isEmpty)
    }
}

/// The presenter under test, wired to a display spy.
@MainActor
private struct Harness {
    let display = PlaylistDisplayLogicSpy()
    let presenter: PlaylistPresenter

    init() {
        presenter = PlaylistPresenter(display: display)
    }
}
