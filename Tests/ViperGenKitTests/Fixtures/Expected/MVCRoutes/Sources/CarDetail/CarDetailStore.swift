import Foundation

/// The CarDetail model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
final class CarDetailStore {
    /// The result of the last `reload`.
    private(set) var reloadResult: Car?
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    var errorMessage: String?
    /// What the route that opened the screen passed.
    let car: Car
    private let service: any CarDetailServiceProtocol

    init(
        car: Car,
        service: any CarDetailServiceProtocol
    ) {
        self.car = car
        self.service = service
    }
}

extension CarDetailStore {
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

extension CarDetailStore {
    /// Runs `reload` and keeps its result in `reloadResult`.
    func reload(id: String) async {
        do {
            reloadResult = try await service.reload(id: id)
        } catch {
            keepFailure(error)
        }
    }
}
