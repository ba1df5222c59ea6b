import Foundation
import Observation

/// The Cart model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
@Observable
final class CartStore {
    /// The result of the last `fetchLines`.
    private(set) var lines: [CartLine] = []
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    var errorMessage: String?
    private let service: any CartServiceProtocol

    init(service: any CartServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() async {
        await fetchLines()
    }
}

extension CartStore {
    /// Keeps why a use case failed for the controller to show, unless it was only cancelled.
    private func keepFailure(_ error: any Error) {
        guard !isCancellation(error) else { return }
        errorMessage = error.localizedDescription
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}

// MARK: - Use cases

extension CartStore {
    /// Runs `fetchLines` and keeps its result in `lines`.
    func fetchLines() async {
        do {
            lines = try await service.fetchLines()
        } catch {
            keepFailure(error)
        }
    }
}
