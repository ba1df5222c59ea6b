import Foundation

/// The Playlist business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class PlaylistInteractor: PlaylistDataStore {
    private(set) var songsResult: [Song] = []
    /// What the route that opened the scene passed; the router hands it on to the scenes this
    /// one opens.
    let playlistID: Int
    private let presenter: any PlaylistPresentationLogic
    private let worker: any PlaylistWorkerProtocol

    init(
        playlistID: Int,
        presenter: any PlaylistPresentationLogic,
        worker: any PlaylistWorkerProtocol
    ) {
        self.playlistID = playlistID
        self.presenter = presenter
        self.worker = worker
    }
}

extension PlaylistInteractor: PlaylistBusinessLogic {
    func songs(request: PlaylistModels.Songs.Request) async {
        do {
            let songsResult = try await worker.songs()
            self.songsResult = songsResult
            presenter.presentSongs(
                response: PlaylistModels.Songs.Response(songsResult: songsResult)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentSongs(error: error)
        }
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
