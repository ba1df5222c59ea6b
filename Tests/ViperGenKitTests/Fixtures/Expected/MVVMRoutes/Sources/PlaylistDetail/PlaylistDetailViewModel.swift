import Foundation
import Observation

/// The PlaylistDetail screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class PlaylistDetailViewModel {
    private(set) var state = PlaylistDetailState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any PlaylistDetailNavigator)?
    private let service: any PlaylistDetailServiceProtocol
    // TODO: Load or show what the route passed, e.g. in `onAppear()`.
    /// What the route that opened the screen passed.
    let playlist: Playlist

    init(
        playlist: Playlist,
        service: any PlaylistDetailServiceProtocol,
        navigator: (any PlaylistDetailNavigator)? = nil
    ) {
        self.playlist = playlist
        self.service = service
        self.navigator = navigator
    }
}

extension PlaylistDetailViewModel {
    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension PlaylistDetailViewModel: PlaylistDetailViewModelProtocol {
    func rename(_ playlist: Playlist, to title: String) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            try await service.rename(playlist, to: title)
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showArtists(animated: Bool) {
        navigator?.showArtists(animated: animated)
    }

    func dismiss() {
        navigator?.dismiss()
    }
}
