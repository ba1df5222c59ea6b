import Foundation
import Observation

/// The Settings screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class SettingsViewModel {
    private(set) var state = SettingsState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any SettingsNavigator)?
    private let service: any SettingsServiceProtocol

    init(service: any SettingsServiceProtocol, navigator: (any SettingsNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension SettingsViewModel {
    private func makeItemViewModel(from settings: Settings) -> SettingsItemViewModel {
        SettingsItemViewModel(
            notificationsEnabled: settings.notificationsEnabled,
            theme: settings.theme,
            fontScale: settings.fontScale
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension SettingsViewModel: SettingsViewModelProtocol {
    func onAppear() async {
        await loadSettings()
        currentTheme()
    }

    func loadSettings() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.settings = try await makeItemViewModel(from: service.loadSettings())
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func save(_ settings: Settings) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            try await service.save(settings)
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func resetToDefaults() {
        service.resetToDefaults()
    }

    func currentTheme() {
        state.currentThemeResult = service.currentTheme()
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showAbout() {
        navigator?.showAbout()
    }
}
