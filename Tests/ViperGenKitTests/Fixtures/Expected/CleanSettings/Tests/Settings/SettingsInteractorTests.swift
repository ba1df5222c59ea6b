import XCTest

@testable import CleanSettings

final class SettingsInteractorTests: XCTestCase {
    @MainActor
    func testLoadSettingsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.loadSettingsResult = .success(Settings.fixture())
        let request = SettingsModels.LoadSettings.Request()

        await harness.interactor.loadSettings(request: request)

        XCTAssertEqual(harness.worker.loadSettingsCallCount, 1)
        let response = SettingsModels.LoadSettings.Response(settings: Settings.fixture())
        XCTAssertEqual(harness.presenter.presentLoadSettingsReceived, [response])
        XCTAssertEqual(harness.interactor.settings, Settings.fixture())
    }

    @MainActor
    func testLoadSettingsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.loadSettingsResult = .failure(SettingsTestError.stubbed)
        let request = SettingsModels.LoadSettings.Request()

        await harness.interactor.loadSettings(request: request)

        XCTAssertEqual(harness.presenter.presentLoadSettingsErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentLoadSettingsErrors.first as? SettingsTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentLoadSettingsReceived.isEmpty)
    }

    @MainActor
    func testSavePassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.interactor.save(request: request)

        XCTAssertEqual(harness.worker.saveCallCount, 1)
        XCTAssertEqual(harness.worker.saveReceived, [Settings.fixture()])
        XCTAssertEqual(harness.presenter.presentSaveReceived, [SettingsModels.Save.Response()])
    }

    @MainActor
    func testSavePresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.saveError = SettingsTestError.stubbed
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.interactor.save(request: request)

        XCTAssertEqual(harness.presenter.presentSaveErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentSaveErrors.first as? SettingsTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentSaveReceived.isEmpty)
    }

    @MainActor
    func testResetToDefaultsPassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = SettingsModels.ResetToDefaults.Request()

        harness.interactor.resetToDefaults(request: request)

        XCTAssertEqual(harness.worker.resetToDefaultsCallCount, 1)
        XCTAssertEqual(
            harness.presenter.presentResetToDefaultsReceived,
            [SettingsModels.ResetToDefaults.Response()]
        )
    }

    @MainActor
    func testCurrentThemePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.currentThemeReturnValue = "currentTheme"
        let request = SettingsModels.CurrentTheme.Request()

        harness.interactor.currentTheme(request: request)

        XCTAssertEqual(harness.worker.currentThemeCallCount, 1)
        let response = SettingsModels.CurrentTheme.Response(theme: "currentTheme")
        XCTAssertEqual(harness.presenter.presentCurrentThemeReceived, [response])
        XCTAssertEqual(harness.interactor.theme, "currentTheme")
    }

    @MainActor
    func testMigrateToV2PresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.migrateToV2Result = .success(true)
        let request = SettingsModels.MigrateToV2.Request(version: 1)

        harness.interactor.migrateToV2(request: request)

        XCTAssertEqual(harness.worker.migrateToV2CallCount, 1)
        XCTAssertEqual(harness.worker.migrateToV2Received, [1])
        let response = SettingsModels.MigrateToV2.Response(toV2: true)
        XCTAssertEqual(harness.presenter.presentMigrateToV2Received, [response])
        XCTAssertEqual(harness.interactor.toV2, true)
    }

    @MainActor
    func testMigrateToV2PresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.migrateToV2Result = .failure(SettingsTestError.stubbed)
        let request = SettingsModels.MigrateToV2.Request(version: 1)

        harness.interactor.migrateToV2(request: request)

        XCTAssertEqual(harness.presenter.presentMigrateToV2Errors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentMigrateToV2Errors.first as? SettingsTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentMigrateToV2Received.isEmpty)
    }

    @MainActor
    func testRepeatPassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = SettingsModels.Repeat.Request(times: 1)

        await harness.interactor.`repeat`(request: request)

        XCTAssertEqual(harness.worker.repeatCallCount, 1)
        XCTAssertEqual(harness.worker.repeatReceived, [1])
        XCTAssertEqual(harness.presenter.presentRepeatReceived, [SettingsModels.Repeat.Response()])
    }
}

/// The interactor under test, wired to spies.
@MainActor
private struct Harness {
    let presenter = SettingsPresentationLogicSpy()
    let worker = SettingsWorkerSpy()
    let interactor: SettingsInteractor

    init() {
        interactor = SettingsInteractor(presenter: presenter, worker: worker)
    }
}
