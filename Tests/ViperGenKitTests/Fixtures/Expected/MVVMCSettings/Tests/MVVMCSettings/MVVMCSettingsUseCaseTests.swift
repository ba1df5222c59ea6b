import Testing

@testable import MVVMCSettings

nonisolated struct MVVMCSettingsUseCaseTests {
    private let repository = MVVMCSettingsRepositorySpy()
    private let useCase: MVVMCSettingsUseCase

    init() {
        useCase = MVVMCSettingsUseCase(repository: repository)
    }
}

nonisolated extension MVVMCSettingsUseCaseTests {
    // MARK: - Use cases

    @Test func loadSettingsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Settings = Settings.fixture()
        repository.loadSettingsResult = .success(stubbed)

        let settings = try await useCase.loadSettings()

        #expect(settings == stubbed)
        #expect(repository.loadSettingsCallCount == 1)
    }

    @Test func loadSettingsPassesOnRepositoryErrors() async {
        repository.loadSettingsResult = .failure(MVVMCSettingsTestError.stubbed)

        await #expect(throws: MVVMCSettingsTestError.stubbed) {
            try await useCase.loadSettings()
        }
    }

    @Test func saveCallsTheRepository() async throws {
        try await useCase.save(Settings.fixture())

        #expect(repository.saveCallCount == 1)
        #expect(repository.saveReceived == [Settings.fixture()])
    }

    @Test func savePassesOnRepositoryErrors() async {
        repository.saveError = MVVMCSettingsTestError.stubbed

        await #expect(throws: MVVMCSettingsTestError.stubbed) {
            try await useCase.save(Settings.fixture())
        }
    }

    @Test func resetToDefaultsCallsTheRepository() {
        useCase.resetToDefaults()

        #expect(repository.resetToDefaultsCallCount == 1)
    }

    @Test func currentThemeReturnsWhatTheRepositoryReturns() {
        let stubbed: String = "currentTheme"
        repository.currentThemeReturnValue = stubbed

        let currentThemeResult = useCase.currentTheme()

        #expect(currentThemeResult == stubbed)
        #expect(repository.currentThemeCallCount == 1)
    }

    @Test func previewReturnsWhatTheRepositoryReturns() {
        let stubbed: Settings = Settings.fixture()
        repository.previewReturnValue = stubbed

        let previewResult = useCase.preview(theme: "theme", fontScale: 684)

        #expect(previewResult == stubbed)
        #expect(repository.previewCallCount == 1)
        #expect(repository.previewReceived.first?.theme == "theme")
        #expect(repository.previewReceived.first?.fontScale == 684)
    }
}
