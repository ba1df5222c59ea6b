/// The MVVMCSettings business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct MVVMCSettingsUseCase {
    private let repository: any MVVMCSettingsRepositoryType

    init(repository: any MVVMCSettingsRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension MVVMCSettingsUseCase: MVVMCSettingsUseCaseType {
    func loadSettings() async throws -> Settings {
        try await repository.loadSettings()
    }

    func save(_ settings: Settings) async throws {
        try await repository.save(settings)
    }

    func resetToDefaults() {
        repository.resetToDefaults()
    }

    func currentTheme() -> String {
        repository.currentTheme()
    }

    func preview(theme: String, fontScale: Double) -> Settings {
        repository.preview(theme: theme, fontScale: fontScale)
    }
}
