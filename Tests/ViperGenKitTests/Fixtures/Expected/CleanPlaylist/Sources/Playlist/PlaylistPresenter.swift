import Foundation

/// The Playlist presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class PlaylistPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any PlaylistDisplayLogic)?

    init(display: any PlaylistDisplayLogic) {
        self.display = display
    }
}

extension PlaylistPresenter {
    private func makeViewModel(from song: Song) -> SongViewModel {
        SongViewModel(title: song.title)
    }

    private func makeErrorViewModel(from error: any Error) -> PlaylistModels.ErrorViewModel {
        PlaylistModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension PlaylistPresenter: PlaylistPresentationLogic {
    func presentSongs(response: PlaylistModels.Songs.Response) {
        let viewModel = PlaylistModels.Songs.ViewModel(
            songsResult: response.songsResult.map(makeViewModel(from:))
        )
        display?.displaySongs(viewModel: viewModel)
    }

    func presentSongs(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
