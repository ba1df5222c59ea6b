import Foundation
import Observation

/// The LetterDetail screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class LetterDetailViewModel {
    private(set) var state = LetterDetailState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any LetterDetailNavigator)?
    private let service: any LetterDetailServiceProtocol
    // TODO: Load or show what the route passed, e.g. in `onAppear()`.
    /// What the route that opened the screen passed.
    let letter: Letter

    init(
        letter: Letter,
        service: any LetterDetailServiceProtocol,
        navigator: (any LetterDetailNavigator)? = nil
    ) {
        self.letter = letter
        self.service = service
        self.navigator = navigator
    }
}

extension LetterDetailViewModel {
    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension LetterDetailViewModel: LetterDetailViewModelProtocol {
    func archive(_ letter: Letter) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            try await service.archive(letter)
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func dismiss() {
        navigator?.dismiss()
    }
}
