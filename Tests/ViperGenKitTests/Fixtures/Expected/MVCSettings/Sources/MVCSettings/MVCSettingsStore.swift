import Foundation

/// The MVCSettings model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
final class MVCSettingsStore {
    /// The result of the last `loadSettings`.
    private(set) var settings: Settings?
    /// The result of the last `currentTheme`.
    private(set) var currentThemeResult: String = ""
    /// The result of the last `priceRange`.
    private(set) var priceRangeResult: (min: Double, max: Double) = (min: 0, max: 0)
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    var errorMessage: String?
    private let service: any MVCSettingsServiceProtocol

    init(service: any MVCSettingsServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() async {
        await loadSettings()
        currentTheme()
        priceRange()
    }
}

extension MVCSettingsStore {
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

extension MVCSettingsStore {
    /// Runs `loadSettings` and keeps its result in `settings`.
    func loadSettings() async {
        do {
            settings = try await service.loadSettings()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `save`, then loads what the screen shows again.
    func save(_ settings: Settings) async {
        do {
            try await service.save(settings)
        } catch {
            keepFailure(error)
            return
        }
        await load()
    }

    /// Runs `resetToDefaults`, then loads what the screen shows again.
    func resetToDefaults() async {
        service.resetToDefaults()
        await load()
    }

    /// Runs `currentTheme` and keeps its result in `currentThemeResult`.
    func currentTheme() {
        currentThemeResult = service.currentTheme()
    }

    /// Runs `priceRange` and keeps its result in `priceRangeResult`.
    func priceRange() {
        do {
            priceRangeResult = try service.priceRange()
        } catch {
            keepFailure(error)
        }
    }
}
