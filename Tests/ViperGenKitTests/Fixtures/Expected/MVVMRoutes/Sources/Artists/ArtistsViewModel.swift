import Foundation
import Observation

/// The Artists screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class ArtistsViewModel {
    private(set) var state = ArtistsState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any ArtistsNavigator)?
    private let service: any ArtistsServiceProtocol

    init(service: any ArtistsServiceProtocol, navigator: (any ArtistsNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension ArtistsViewModel {
    private func makeItemViewModel(from artist: Artist) -> ArtistItemViewModel {
        ArtistItemViewModel(name: artist.name)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension ArtistsViewModel: ArtistsViewModelProtocol {
    func onAppear() async {
        await loadArtists()
    }

    func loadArtists() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.artists = try await service.loadArtists().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showPlaylists() {
        navigator?.showPlaylists()
    }
}
