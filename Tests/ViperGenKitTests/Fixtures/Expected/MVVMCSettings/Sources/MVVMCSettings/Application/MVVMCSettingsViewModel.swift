import Foundation

/// The MVVMCSettings screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class MVVMCSettingsViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    private let useCase: any MVVMCSettingsUseCaseType
    private let router: any MVVMCSettingsRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(useCase: any MVVMCSettingsUseCaseType, router: any MVVMCSettingsRouter) {
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await _ in input.loadSettings {
                        do {
                            let settings = try await useCase.loadSettings()
                            send.settings(SettingsItemViewModel(settings))
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await settings in input.save {
                        do {
                            try await useCase.save(settings)
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await _ in input.resetToDefaults {
                        useCase.resetToDefaults()
                    }
                }
                group.addTask {
                    for await _ in input.currentTheme {
                        let theme = useCase.currentTheme()
                        send.theme(theme)
                    }
                }
                group.addTask {
                    for await (theme, fontScale) in input.preview {
                        let previewResult = useCase.preview(theme: theme, fontScale: fontScale)
                        send.previewResult(SettingsItemViewModel(previewResult))
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

extension SettingsItemViewModel {
    /// The item the screen shows for `settings`.
    fileprivate init(_ settings: Settings) {
        self.init(
            notificationsEnabled: settings.notificationsEnabled,
            theme: settings.theme,
            fontScale: settings.fontScale
        )
    }
}
