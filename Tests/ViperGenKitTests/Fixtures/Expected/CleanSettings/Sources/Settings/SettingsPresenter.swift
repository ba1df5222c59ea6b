import Foundation

/// The Settings presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class SettingsPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any SettingsDisplayLogic)?

    init(display: any SettingsDisplayLogic) {
        self.display = display
    }
}

extension SettingsPresenter {
    private func makeViewModel(from settings: Settings) -> SettingsViewModel {
        SettingsViewModel(
            notificationsEnabled: settings.notificationsEnabled,
            theme: settings.theme,
            default: settings.default,
            fontScale: settings.fontScale
        )
    }

    private func makeErrorViewModel(from error: any Error) -> SettingsModels.ErrorViewModel {
        SettingsModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension SettingsPresenter: SettingsPresentationLogic {
    func presentLoadSettings(response: SettingsModels.LoadSettings.Response) {
        let viewModel = SettingsModels.LoadSettings.ViewModel(
            settings: makeViewModel(from: response.settings)
        )
        display?.displayLoadSettings(viewModel: viewModel)
    }

    func presentLoadSettings(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentSave(response: SettingsModels.Save.Response) {
        let viewModel = SettingsModels.Save.ViewModel()
        display?.displaySave(viewModel: viewModel)
    }

    func presentSave(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentResetToDefaults(response: SettingsModels.ResetToDefaults.Response) {
        let viewModel = SettingsModels.ResetToDefaults.ViewModel()
        display?.displayResetToDefaults(viewModel: viewModel)
    }

    func presentCurrentTheme(response: SettingsModels.CurrentTheme.Response) {
        let viewModel = SettingsModels.CurrentTheme.ViewModel(
            currentThemeResult: response.currentThemeResult
        )
        display?.displayCurrentTheme(viewModel: viewModel)
    }

    func presentMigrateToV2(response: SettingsModels.MigrateToV2.Response) {
        let viewModel = SettingsModels.MigrateToV2.ViewModel(
            migrateToV2Result: response.migrateToV2Result
        )
        display?.displayMigrateToV2(viewModel: viewModel)
    }

    func presentMigrateToV2(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentRepeat(response: SettingsModels.Repeat.Response) {
        let viewModel = SettingsModels.Repeat.ViewModel()
        display?.displayRepeat(viewModel: viewModel)
    }
}
