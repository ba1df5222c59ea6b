import Foundation
import XCTest

@testable import CleanSettings

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class SettingsConfiguratorTests: XCTestCase {
    @MainActor
    func testConfigureGivesTheRouterTheDataStore() async {
        let harness = Harness()

        XCTAssertTrue(harness.scene.router.dataStore === harness.scene.interactor)
    }
}

extension SettingsConfiguratorTests {
    // MARK: - Use cases

    @MainActor
    func testLoadSettingsReachesTheDisplay() async {
        let harness = Harness()
        let settings: Settings = Settings.fixture()
        harness.worker.loadSettingsResult = .success(settings)
        let request = SettingsModels.LoadSettings.Request()

        await harness.scene.interactor.loadSettings(request: request)

        let viewModel = SettingsModels.LoadSettings.ViewModel(settings: SettingsViewModel.fixture())
        XCTAssertEqual(harness.display.displayLoadSettingsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.settings, settings)
    }

    @MainActor
    func testLoadSettingsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.loadSettingsResult = .failure(SettingsTestError.stubbed)
        let request = SettingsModels.LoadSettings.Request()

        await harness.scene.interactor.loadSettings(request: request)

        let message = SettingsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadSettingsReceived.isEmpty)
    }

    @MainActor
    func testLoadSettingsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.loadSettingsResult = .failure(CancellationError())
        let request = SettingsModels.LoadSettings.Request()

        await harness.scene.interactor.loadSettings(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testSaveReachesTheDisplay() async {
        let harness = Harness()
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.scene.interactor.save(request: request)

        XCTAssertEqual(harness.display.displaySaveReceived, [SettingsModels.Save.ViewModel()])
    }

    @MainActor
    func testSaveFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.saveError = SettingsTestError.stubbed
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.scene.interactor.save(request: request)

        let message = SettingsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displaySaveReceived.isEmpty)
    }

    @MainActor
    func testSaveCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.saveError = CancellationError()
        let request = SettingsModels.Save.Request(settings: Settings.fixture())

        harness.scene.interactor.save(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testResetToDefaultsReachesTheDisplay() async {
        let harness = Harness()
        let request = SettingsModels.ResetToDefaults.Request()

        harness.scene.interactor.resetToDefaults(request: request)

        XCTAssertEqual(
            harness.display.displayResetToDefaultsReceived,
            [SettingsModels.ResetToDefaults.ViewModel()]
        )
    }

    @MainActor
    func testCurrentThemeReachesTheDisplay() async {
        let harness = Harness()
        let currentThemeResult: String = "currentTheme"
        harness.worker.currentThemeReturnValue = currentThemeResult
        let request = SettingsModels.CurrentTheme.Request()

        harness.scene.interactor.currentTheme(request: request)

        let viewModel = SettingsModels.CurrentTheme.ViewModel(
            currentThemeResult: currentThemeResult
        )
        XCTAssertEqual(harness.display.displayCurrentThemeReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.currentThemeResult, currentThemeResult)
    }

    @MainActor
    func testMigrateToV2ReachesTheDisplay() async {
        let harness = Harness()
        let migrateToV2Result: Bool = true
        harness.worker.migrateToV2Result = .success(migrateToV2Result)
        let request = SettingsModels.MigrateToV2.Request(version: 469)

        harness.scene.interactor.migrateToV2(request: request)

        let viewModel = SettingsModels.MigrateToV2.ViewModel(migrateToV2Result: migrateToV2Result)
        XCTAssertEqual(harness.display.displayMigrateToV2Received, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.migrateToV2Result, migrateToV2Result)
    }

    @MainActor
    func testMigrateToV2FailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.migrateToV2Result = .failure(SettingsTestError.stubbed)
        let request = SettingsModels.MigrateToV2.Request(version: 469)

        harness.scene.interactor.migrateToV2(request: request)

        let message = SettingsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayMigrateToV2Received.isEmpty)
    }

    @MainActor
    func testMigrateToV2CancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.migrateToV2Result = .failure(CancellationError())
        let request = SettingsModels.MigrateToV2.Request(version: 469)

        harness.scene.interactor.migrateToV2(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testRepeatReachesTheDisplay() async {
        let harness = Harness()
        let request = SettingsModels.Repeat.Request(times: 393)

        await harness.scene.interactor.`repeat`(request: request)

        XCTAssertEqual(harness.display.displayRepeatReceived, [SettingsModels.Repeat.ViewModel()])
    }
}

/// The scene as the configurator wires it, around a display spy and a worker spy.
@MainActor
private struct Harness {
    let display = SettingsDisplayLogicSpy()
    let worker = SettingsWorkerSpy()
    let scene: (interactor: SettingsInteractor, router: SettingsRouter)

    init() {
        scene = SettingsConfigurator.configure(display: display, worker: worker)
    }
}
