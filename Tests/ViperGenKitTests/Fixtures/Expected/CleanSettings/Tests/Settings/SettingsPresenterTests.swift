import Foundation
import XCTest

@testable import CleanSettings

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class SettingsPresenterTests: XCTestCase {}

extension SettingsPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testPresentLoadSettingsDisplaysTheViewModel() async {
        let harness = Harness()
        let settings: Settings = Settings.fixture()
        let response = SettingsModels.LoadSettings.Response(settings: settings)

        harness.presenter.presentLoadSettings(response: response)

        let viewModel = SettingsModels.LoadSettings.ViewModel(settings: SettingsViewModel.fixture())
        XCTAssertEqual(harness.display.displayLoadSettingsReceived, [viewModel])
    }

    @MainActor
    func testPresentLoadSettingsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentLoadSettings(error: SettingsTestError.stubbed)

        let message = SettingsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadSettingsReceived.isEmpty)
    }

    @MainActor
    func testPresentSaveDisplaysTheViewModel() async {
        let harness = Harness()

        harness.presenter.presentSave(response: SettingsModels.Save.Response())

        XCTAssertEqual(harness.display.displaySaveReceived, [SettingsModels.Save.ViewModel()])
    }

    @MainActor
    func testPresentSaveErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentSave(error: SettingsTestError.stubbed)

        let message = SettingsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displaySaveReceived.isEmpty)
    }

    @MainActor
    func testPresentResetToDefaultsDisplaysTheViewModel() async {
        let harness = Harness()

        harness.presenter.presentResetToDefaults(
            response: SettingsModels.ResetToDefaults.Response()
        )

        XCTAssertEqual(
            harness.display.displayResetToDefaultsReceived,
            [SettingsModels.ResetToDefaults.ViewModel()]
        )
    }

    @MainActor
    func testPresentCurrentThemeDisplaysTheViewModel() async {
        let harness = Harness()
        let currentThemeResult: String = "currentTheme"
        let response = SettingsModels.CurrentTheme.Response(currentThemeResult: currentThemeResult)

        harness.presenter.presentCurrentTheme(response: response)

        let viewModel = SettingsModels.CurrentTheme.ViewModel(
            currentThemeResult: currentThemeResult
        )
        XCTAssertEqual(harness.display.displayCurrentThemeReceived, [viewModel])
    }

    @MainActor
    func testPresentMigrateToV2DisplaysTheViewModel() async {
        let harness = Harness()
        let migrateToV2Result: Bool = true
        let response = SettingsModels.MigrateToV2.Response(migrateToV2Result: migrateToV2Result)

        harness.presenter.presentMigrateToV2(response: response)

        let viewModel = SettingsModels.MigrateToV2.ViewModel(migrateToV2Result: migrateToV2Result)
        XCTAssertEqual(harness.display.displayMigrateToV2Received, [viewModel])
    }

    @MainActor
    func testPresentMigrateToV2ErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentMigrateToV2(error: SettingsTestError.stubbed)

        let message = SettingsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayMigrateToV2Received.isEmpty)
    }

    @MainActor
    func testPresentRepeatDisplaysTheViewModel() async {
        let harness = Harness()

        harness.presenter.presentRepeat(response: SettingsModels.Repeat.Response())

        XCTAssertEqual(harness.display.displayRepeatReceived, [SettingsModels.Repeat.ViewModel()])
    }
}

/// The presenter under test, wired to a display spy.
@MainActor
private struct Harness {
    let display = SettingsDisplayLogicSpy()
    let presenter: SettingsPresenter

    init() {
        presenter = SettingsPresenter(display: display)
    }
}
