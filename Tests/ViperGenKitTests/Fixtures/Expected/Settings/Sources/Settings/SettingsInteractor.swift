/// The Settings business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class SettingsInteractor {
    private let service: any SettingsServiceProtocol

    init(service: any SettingsServiceProtocol) {
        self.service = service
    }
}

nonisolated extension SettingsInteractor: SettingsInteractorProtocol {
    func loadSettings() async throws -> Settings {
        try await service.loadSettings()
    }

    func save(_ settings: Settings) async throws {
        try await service.save(settings)
    }

    func resetToDefaults() {
        service.resetToDefaults()
    }

    func currentTheme() -> String {
        service.currentTheme()
    }
}
