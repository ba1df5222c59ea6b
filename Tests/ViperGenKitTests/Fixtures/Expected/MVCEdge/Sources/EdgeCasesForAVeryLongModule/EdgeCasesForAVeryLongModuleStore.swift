import Foundation

/// The EdgeCasesForAVeryLongModule model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
final class EdgeCasesForAVeryLongModuleStore {
    /// The result of the last `makeHandler`.
    private(set) var handler: (@Sendable () -> Void)?
    /// The result of the last `loadWidgets`.
    private(set) var widgets: [Widget] = []
    /// The result of the last `latestFailure`.
    private(set) var latestFailureResult: (any Error)?
    /// The result of the last `rename`.
    private(set) var renameResult: Widget?
    /// The result of the last `count`.
    private(set) var countResult: Int = 0
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    var errorMessage: String?
    private let service: any EdgeCasesForAVeryLongModuleServiceProtocol

    init(service: any EdgeCasesForAVeryLongModuleServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() async {
        makeHandler()
        await loadWidgets()
        latestFailure()
        await count()
    }
}

extension EdgeCasesForAVeryLongModuleStore {
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

extension EdgeCasesForAVeryLongModuleStore {
    /// Runs `makeHandler` and keeps its result in `handler`.
    func makeHandler() {
        handler = service.makeHandler()
    }

    /// Runs `loadWidgets` and keeps its result in `widgets`.
    func loadWidgets() async {
        do {
            widgets = try await service.loadWidgets()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `latestFailure` and keeps its result in `latestFailureResult`.
    func latestFailure() {
        latestFailureResult = service.latestFailure()
    }

    /// Runs `rename` and keeps its result in `renameResult`.
    func rename(_ widget: Widget, to title: String) async {
        do {
            renameResult = try await service.rename(widget, to: title)
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `count` and keeps its result in `countResult`.
    func count() async {
        countResult = await service.count()
    }
}
