import Foundation
import XCTest

@testable import MVVMSettings

nonisolated final class SettingsViewModelTests: XCTestCase {
    @MainActor
    func testOnAppearLoadsTheScreen() async {
        let harness = Harness()
        harness.service.loadSettingsResult = .success(Settings.fixture())
        harness.service.currentThemeReturnValue = "currentTheme"

        await harness.viewModel.onAppear()

        XCTAssertEqual(harness.service.loadSettingsCallCount, 1)
        XCTAssertEqual(harness.service.currentThemeCallCount, 1)
    }
}

extension SettingsViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testLoadSettingsPublishesTheResult() async {
        let harness = Harness()
        harness.service.loadSettingsResult = .success(Settings.fixture())

        await harness.viewModel.loadSettings()

        XCTAssertEqual(harness.service.loadSettingsCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.settings, SettingsItemViewModel.fixture())
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSettingsPublishesAnError() async {
        let harness = Harness()
        let error = SettingsTestError.stubbed
        harness.service.loadSettingsResult = .failure(error)

        await harness.viewModel.loadSettings()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.settings, SettingsState().settings)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSettingsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadSettingsResult = .failure(CancellationError())

        await harness.viewModel.loadSettings()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSettingsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadSettingsResult = .success(Settings.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadSettings()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testSaveCallsTheService() async {
        let harness = Harness()
        let settings: Settings = Settings.fixture()

        await harness.viewModel.save(settings)

        XCTAssertEqual(harness.service.saveCallCount, 1)
        XCTAssertEqual(harness.service.saveReceived, [settings])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testSavePublishesAnError() async {
        let harness = Harness()
        let error = SettingsTestError.stubbed
        harness.service.saveError = error

        await harness.viewModel.save(Settings.fixture())

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testSaveEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.saveError = CancellationError()

        await harness.viewModel.save(Settings.fixture())

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testSaveShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.save(Settings.fixture())
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testResetToDefaultsCallsTheService() async {
        let harness = Harness()

        harness.viewModel.resetToDefaults()

        XCTAssertEqual(harness.service.resetToDefaultsCallCount, 1)
    }

    @MainActor
    func testCurrentThemePublishesTheResult() async {
        let harness = Harness()
        harness.service.currentThemeReturnValue = "currentTheme"

        harness.viewModel.currentTheme()

        XCTAssertEqual(harness.service.currentThemeCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.currentThemeResult, "currentTheme")
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.loadSettingsResult = .failure(SettingsTestError.stubbed)
        await harness.viewModel.loadSettings()

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.loadSettingsResult = .success(Settings.fixture())
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.loadSettings()
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.loadSettings()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowAboutNavigates() async {
        let harness = Harness()

        harness.viewModel.showAbout()

        XCTAssertEqual(harness.navigator.showAboutCallCount, 1)
    }
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = SettingsServiceSpy()
    let navigator = SettingsNavigatorSpy()
    let viewModel: SettingsViewModel

    init() {
        viewModel = SettingsViewModel(service: service, navigator: navigator)
    }
}
