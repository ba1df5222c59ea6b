import Foundation

/// The MVPSettings presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class MVPSettingsPresenter {
    private weak var view: (any MVPSettingsView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any MVPSettingsNavigator)?
    private let model: any MVPSettingsModelProtocol

    init(model: any MVPSettingsModelProtocol, navigator: (any MVPSettingsNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    func attach(view: any MVPSettingsView) {
        self.view = view
    }

    func loadSettings() async {
        do {
            let settings = try await model.loadSettings()
            view?.displaySettings(makeViewModel(from: settings))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func save(_ settings: Settings) async {
        do {
            try await model.save(settings)
            await updateView()
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func resetToDefaults() async {
        model.resetToDefaults()
        await updateView()
    }

    func currentTheme() {
        let currentThemeResult = model.currentTheme()
        view?.displayCurrentTheme(currentThemeResult)
    }

    func showAbout() {
        navigator?.showAbout()
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    func updateView() async {
        await loadSettings()
        currentTheme()
    }

    private func makeViewModel(from settings: Settings) -> SettingsViewModel {
        SettingsViewModel(
            notificationsEnabled: settings.notificationsEnabled,
            theme: settings.theme,
            fontScale: settings.fontScale
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
