import Testing

@testable import MVCSettings

/// The store performs each use case through a service spy and keeps its result.
@MainActor
struct MVCSettingsStoreTests {
    private let service = MVCSettingsServiceSpy()
    private let store: MVCSettingsStore

    init() {
        store = MVCSettingsStore(service: service)
    }

    @Test func loadSettingsKeepsTheResult() async throws {
        service.loadSettingsResult = .success(Settings.fixture())

        let settings = try await store.loadSettings()

        #expect(settings == Settings.fixture())
        #expect(store.settings == Settings.fixture())
        #expect(service.loadSettingsCallCount == 1)
    }

    @Test func loadSettingsPassesOnServiceErrors() async {
        service.loadSettingsResult = .failure(MVCSettingsTestError.stubbed)

        await #expect(throws: MVCSettingsTestError.stubbed) {
            try await store.loadSettings()
        }
        #expect(store.settings == nil)
    }

    @Test func saveCallsTheService() async throws {
        try await store.save(Settings.fixture())

        #expect(service.saveCallCount == 1)
        let received = service.saveReceived.last
        #expect(received == Settings.fixture())
    }

    @Test func savePassesOnServiceErrors() async {
        service.saveError = MVCSettingsTestError.stubbed

        await #expect(throws: MVCSettingsTestError.stubbed) {
            try await store.save(Settings.fixture())
        }
    }

    @Test func resetToDefaultsCallsTheService() {
        store.resetToDefaults()

        #expect(service.resetToDefaultsCallCount == 1)
    }

    @Test func currentThemeKeepsTheResult() {
        service.currentThemeReturnValue = "currentTheme"

        let theme = store.currentTheme()

        #expect(theme == "currentTheme")
        #expect(store.theme == "currentTheme")
        #expect(service.currentThemeCallCount == 1)
    }

    @Test func priceRangeCallsTheService() throws {
        service.priceRangeResult = .success((min: 0, max: 0))

        try store.priceRange()

        #expect(service.priceRangeCallCount == 1)
    }

    @Test func priceRangePassesOnServiceErrors() {
        service.priceRangeResult = .failure(MVCSettingsTestError.stubbed)

        #expect(throws: MVCSettingsTestError.stubbed) {
            try store.priceRange()
        }
    }
}
