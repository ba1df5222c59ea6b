import Foundation
import Observation

/// The Drafts screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`.
@MainActor
@Observable
final class DraftsViewModel {
    private(set) var state = DraftsState()
    private let service: any DraftsServiceProtocol

    init(service: any DraftsServiceProtocol) {
        self.service = service
    }
}

extension DraftsViewModel {
    private func makeItemViewModel(from draft: Draft) -> DraftItemViewModel {
        DraftItemViewModel(id: draft.id)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension DraftsViewModel: DraftsViewModelProtocol {
    func onAppear() async {
        await loadDrafts()
    }

    func loadDrafts() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.drafts = try await service.loadDrafts().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }
}
