import Foundation
import Observation

/// The Playlists screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class PlaylistsViewModel {
    private(set) var state = PlaylistsState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any PlaylistsNavigator)?
    private let service: any PlaylistsServiceProtocol

    init(service: any PlaylistsServiceProtocol, navigator: (any PlaylistsNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension PlaylistsViewModel {
    private func makeItemViewModel(from playlist: Playlist) -> PlaylistItemViewModel {
        PlaylistItemViewModel(
            id: playlist.id,
            title: playlist.title,
            trackCount: playlist.trackCount
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension PlaylistsViewModel: PlaylistsViewModelProtocol {
    func onAppear() async {
        await loadPlaylists()
    }

    func loadPlaylists() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.playlists = try await service.loadPlaylists().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showPlaylist(_ playlist: Playlist) {
        navigator?.showPlaylist(playlist)
    }

    func showSearch(query: String) {
        navigator?.showSearch(query: query)
    }
}
