import Foundation

/// The Settings business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class SettingsInteractor: SettingsDataStore {
    private(set) var settings: Settings?
    private(set) var currentThemeResult: String = ""
    private(set) var migrateToV2Result: Bool = false
    private let presenter: any SettingsPresentationLogic
    private let worker: any SettingsWorkerProtocol

    init(presenter: any SettingsPresentationLogic, worker: any SettingsWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension SettingsInteractor: SettingsBusinessLogic {
    func loadSettings(request: SettingsModels.LoadSettings.Request) async {
        do {
            let settings = try await worker.loadSettings()
            self.settings = settings
            presenter.presentLoadSettings(
                response: SettingsModels.LoadSettings.Response(settings: settings)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentLoadSettings(error: error)
        }
    }

    func save(request: SettingsModels.Save.Request) {
        do {
            try worker.save(request.settings)
            presenter.presentSave(response: SettingsModels.Save.Response())
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentSave(error: error)
        }
    }

    func resetToDefaults(request: SettingsModels.ResetToDefaults.Request) {
        worker.resetToDefaults()
        presenter.presentResetToDefaults(response: SettingsModels.ResetToDefaults.Response())
    }

    func currentTheme(request: SettingsModels.CurrentTheme.Request) {
        let currentThemeResult = worker.currentTheme()
        self.currentThemeResult = currentThemeResult
        presenter.presentCurrentTheme(
            response: SettingsModels.CurrentTheme.Response(currentThemeResult: currentThemeResult)
        )
    }

    func migrateToV2(request: SettingsModels.MigrateToV2.Request) {
        do {
            let migrateToV2Result = try worker.migrateToV2(from: request.version)
            self.migrateToV2Result = migrateToV2Result
            presenter.presentMigrateToV2(
                response: SettingsModels.MigrateToV2.Response(migrateToV2Result: migrateToV2Result)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentMigrateToV2(error: error)
        }
    }

    func `repeat`(request: SettingsModels.Repeat.Request) async {
        await worker.`repeat`(times: request.times)
        presenter.presentRepeat(response: SettingsModels.Repeat.Response())
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
