import XCTest

@testable import CleanSettings

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class SettingsInteractorTests: XCTestCase {}

extension SettingsInteractorTests {
    // MARK: - Use cases

    @MainActor
    func testLoadSettingsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let settings: Settings = Settings.fixture()
        harness.worker.loadSettingsResult = .success(settings)
        let request = SettingsModels.LoadSettings.Request()

        await harness.interactor.loadSettings(request: request)

        XCTAssertEqual(harness.worker.loadSettingsCallCount, 1)
        let response = SettingsModels.LoadSettings.Response(settings: settings)
        XCTAssertEqual(harness.presenter.presentLoadSettingsReceived, [response])
        XCTAssertEqual(harness.interactor.settings, settings)
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
    func testLoadSettingsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.loadSettingsResult = .failure(CancellationError())
        let request = SettingsModels.LoadSettings.Request()

        await harness.interactor.loadSettings(request: request)

        XCTAssertTrue(harness.presenter.presentLoadSettingsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentLoadSettingsReceived.isEmpty)
    }

    @MainActor
    func testSavePassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.interactor.save(request: request)

        XCTAssertEqual(harness.worker.saveCallCount, 1)
        XCTAssertEqual(harness.worker.saveReceived, [request.settings])
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
    func testSaveEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.saveError = CancellationError()
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.interactor.save(request: request)

        XCTAssertTrue(harness.presenter.presentSaveErrors.isEmpty)
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
        let currentThemeResult: String = "currentTheme"
        harness.worker.currentThemeReturnValue = currentThemeResult
        let request = SettingsModels.CurrentTheme.Request()

        harness.interactor.currentTheme(request: request)

        XCTAssertEqual(harness.worker.currentThemeCallCount, 1)
        let response = SettingsModels.CurrentTheme.Response(currentThemeResult: currentThemeResult)
        XCTAssertEqual(harness.presenter.presentCurrentThemeReceived, [response])
        XCTAssertEqual(harness.interactor.currentThemeResult, currentThemeResult)
    }

    @MainActor
    func testMigrateToV2PresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let migrateToV2Result: Bool = true
        harness.worker.migrateToV2Result = .success(migrateToV2Result)
        let request = SettingsModels.MigrateToV2.Request(version: 469)

        harness.interactor.migrateToV2(request: request)

        XCTAssertEqual(harness.worker.migrateToV2CallCount, 1)
        XCTAssertEqual(harness.worker.migrateToV2Received, [request.version])
        let response = SettingsModels.MigrateToV2.Response(migrateToV2Result: migrateToV2Result)
        XCTAssertEqual(harness.presenter.presentMigrateToV2Received, [response])
        XCTAssertEqual(harness.interactor.migrateToV2Result, migrateToV2Result)
    }

    @MainActor
    func testMigrateToV2PresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.migrateToV2Result = .failure(SettingsTestError.stubbed)
        let request = SettingsModels.MigrateToV2.Request(version: 469)

        harness.interactor.migrateToV2(request: request)

        XCTAssertEqual(harness.presenter.presentMigrateToV2Errors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentMigrateToV2Errors.first as? SettingsTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentMigrateToV2Received.isEmpty)
    }

    @MainActor
    func testMigrateToV2EndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.migrateToV2Result = .failure(CancellationError())
        let request = SettingsModels.MigrateToV2.Request(version: 469)

        harness.interactor.migrateToV2(request: request)

        XCTAssertTrue(harness.presenter.presentMigrateToV2Errors.isEmpty)
        XCTAssertTrue(harness.presenter.presentMigrateToV2Received.isEmpty)
    }

    @MainActor
    func testRepeatPassesTheRequestToTheWorker() async {
        let harness = Harness()
        let request = SettingsModels.Repeat.Request(times: 393)

        await harness.interactor.`repeat`(request: request)

        XCTAssertEqual(harness.worker.repeatCallCount, 1)
        XCTAssertEqual(harness.worker.repeatReceived, [request.times])
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
