import XCTest

@testable import Settings

nonisolated final class SettingsInteractorTests: XCTestCase {
    private let service = SettingsServiceSpy()
    private lazy var interactor = SettingsInteractor(service: service)
}

nonisolated extension SettingsInteractorTests {
    // MARK: - Use cases

    func testLoadSettingsReturnsWhatTheServiceReturns() async throws {
        let stubbed: Settings = Settings.fixture()
        service.loadSettingsResult = .success(stubbed)

        let settings = try await interactor.loadSettings()

        XCTAssertEqual(settings, stubbed)
        XCTAssertEqual(service.loadSettingsCallCount, 1)
    }

    func testLoadSettingsPassesOnServiceErrors() async {
        service.loadSettingsResult = .failure(SettingsTestError.stubbed)

        do {
            _ = try await interactor.loadSettings()
            XCTFail("Expected loadSettings to throw")
        } catch {
            XCTAssertEqual(error as? SettingsTestError, .stubbed)
        }
    }

    func testSaveCallsTheService() async throws {
        let settings: Settings = Settings.fixture()

        try await interactor.save(settings)

        XCTAssertEqual(service.saveCallCount, 1)
        XCTAssertEqual(service.saveReceived, [settings])
    }

    func testSavePassesOnServiceErrors() async {
        service.saveError = SettingsTestError.stubbed

        do {
            try await interactor.save(Settings.fixture())
            XCTFail("Expected save to throw")
        } catch {
            XCTAssertEqual(error as? SettingsTestError, .stubbed)
        }
    }

    func testResetToDefaultsCallsTheService() {
        interactor.resetToDefaults()

        XCTAssertEqual(service.resetToDefaultsCallCount, 1)
    }

    func testCurrentThemeReturnsWhatTheServiceReturns() {
        let stubbed: String = "currentTheme"
        service.currentThemeReturnValue = stubbed

        let currentThemeResult = interactor.currentTheme()

        XCTAssertEqual(currentThemeResult, stubbed)
        XCTAssertEqual(service.currentThemeCallCount, 1)
    }
}
