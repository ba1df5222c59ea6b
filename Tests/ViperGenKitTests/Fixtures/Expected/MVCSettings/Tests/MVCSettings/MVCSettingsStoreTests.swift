import Foundation
import Testing

@testable import MVCSettings

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct MVCSettingsStoreTests {
    private let service = MVCSettingsServiceSpy()
    private let store: MVCSettingsStore

    init() {
        store = MVCSettingsStore(service: service)
    }
}

extension MVCSettingsStoreTests {
    // MARK: - Use cases

    @Test func loadSettingsKeepsTheResult() async {
        let settings: Settings = Settings.fixture()
        service.loadSettingsResult = .success(settings)

        await store.loadSettings()

        #expect(store.settings == settings)
        #expect(service.loadSettingsCallCount == 1)
    }

    @Test func loadSettingsShowsServiceErrors() async {
        let failure = MVCSettingsTestError.stubbed
        service.loadSettingsResult = .failure(failure)

        await store.loadSettings()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.settings == nil)
    }

    @Test func loadSettingsEndsSilentlyWhenCancelled() async {
        service.loadSettingsResult = .failure(CancellationError())

        await store.loadSettings()

        #expect(store.errorMessage == nil)
    }

    @Test func saveLoadsTheScreenAgain() async {
        let settings: Settings = Settings.fixture()
        let loadSettingsStub: Settings = Settings.fixture()
        service.loadSettingsResult = .success(loadSettingsStub)
        let currentThemeStub: String = "currentTheme"
        service.currentThemeReturnValue = currentThemeStub
        let priceRangeStub: (min: Double, max: Double) = (min: 929, max: 437)
        service.priceRangeResult = .success(priceRangeStub)

        await store.save(settings)

        #expect(service.saveCallCount == 1)
        #expect(service.saveReceived.last == settings)
        #expect(service.loadSettingsCallCount == 1)
        #expect(store.settings == loadSettingsStub)
        #expect(service.currentThemeCallCount == 1)
        #expect(store.currentThemeResult == currentThemeStub)
        #expect(service.priceRangeCallCount == 1)
    }

    @Test func saveShowsServiceErrors() async {
        let settings: Settings = Settings.fixture()
        let failure = MVCSettingsTestError.stubbed
        service.saveError = failure

        await store.save(settings)

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(service.loadSettingsCallCount == 0)
        #expect(service.currentThemeCallCount == 0)
        #expect(service.priceRangeCallCount == 0)
    }

    @Test func saveEndsSilentlyWhenCancelled() async {
        let settings: Settings = Settings.fixture()
        service.saveError = CancellationError()

        await store.save(settings)

        #expect(store.errorMessage == nil)
    }

    @Test func resetToDefaultsLoadsTheScreenAgain() async {
        let loadSettingsStub: Settings = Settings.fixture()
        service.loadSettingsResult = .success(loadSettingsStub)
        let currentThemeStub: String = "currentTheme"
        service.currentThemeReturnValue = currentThemeStub
        let priceRangeStub: (min: Double, max: Double) = (min: 929, max: 437)
        service.priceRangeResult = .success(priceRangeStub)

        await store.resetToDefaults()

        #expect(service.resetToDefaultsCallCount == 1)
        #expect(service.loadSettingsCallCount == 1)
        #expect(store.settings == loadSettingsStub)
        #expect(service.currentThemeCallCount == 1)
        #expect(store.currentThemeResult == currentThemeStub)
        #expect(service.priceRangeCallCount == 1)
    }

    @Test func currentThemeKeepsTheResult() {
        let currentThemeResult: String = "currentTheme"
        service.currentThemeReturnValue = currentThemeResult

        store.currentTheme()

        #expect(store.currentThemeResult == currentThemeResult)
        #expect(service.currentThemeCallCount == 1)
    }

    @Test func priceRangeCallsTheService() {
        let priceRangeResult: (min: Double, max: Double) = (min: 929, max: 437)
        service.priceRangeResult = .success(priceRangeResult)

        store.priceRange()

        #expect(service.priceRangeCallCount == 1)
    }

    @Test func priceRangeShowsServiceErrors() {
        let failure = MVCSettingsTestError.stubbed
        service.priceRangeResult = .failure(failure)

        store.priceRange()

        #expect(store.errorMessage == failure.localizedDescription)
    }

    @Test func priceRangeEndsSilentlyWhenCancelled() {
        service.priceRangeResult = .failure(CancellationError())

        store.priceRange()

        #expect(store.errorMessage == nil)
    }
}
