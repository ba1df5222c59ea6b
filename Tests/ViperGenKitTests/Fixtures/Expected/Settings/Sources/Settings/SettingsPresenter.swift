import Foundation

/// The Settings presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class SettingsPresenter {
    weak var view: (any SettingsView)?
    private let interactor: any SettingsInteractorProtocol
    private let router: any SettingsRouterProtocol

    init(interactor: any SettingsInteractorProtocol, router: any SettingsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension SettingsPresenter {
    private func makeViewModel(from settings: Settings) -> SettingsViewModel {
        SettingsViewModel(
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

extension SettingsPresenter: SettingsPresenterProtocol {
    func viewDidLoad() async {
        await loadSettings()
        currentTheme()
    }

    func loadSettings() async {
        do {
            let settings = try await interactor.loadSettings()
            view?.displaySettings(makeViewModel(from: settings))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func save(_ settings: Settings) async {
        do {
            try await interactor.save(settings)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func resetToDefaults() {
        interactor.resetToDefaults()
    }

    func currentTheme() {
        let currentThemeResult = interactor.currentTheme()
        view?.displayCurrentTheme(currentThemeResult)
    }

    func showAbout() {
        router.showAbout()
    }
}
