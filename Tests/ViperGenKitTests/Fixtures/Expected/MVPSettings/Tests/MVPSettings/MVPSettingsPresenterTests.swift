import Foundation
import XCTest

@testable import MVPSettings

final class MVPSettingsPresenterTests: XCTestCase {
    @MainActor
    func testAttachShowsTheInitialState() async {
        let harness = await Harness()

        XCTAssertEqual(harness.model.loadSettingsCallCount, 1)
        XCTAssertEqual(harness.view.displaySettingsReceived, [SettingsViewModel.fixture()])
        XCTAssertEqual(harness.model.currentThemeCallCount, 1)
        XCTAssertEqual(harness.view.displayThemeReceived, ["currentTheme"])
    }

    @MainActor
    func testLoadSettingsDisplaysTheResult() async {
        let harness = await Harness()
        harness.model.loadSettingsResult = .success(Settings.fixture())

        await harness.presenter.loadSettings()

        XCTAssertEqual(harness.model.loadSettingsCallCount, 2, "once on attach, once here")
        XCTAssertEqual(harness.view.displaySettingsReceived.last, SettingsViewModel.fixture())
    }

    @MainActor
    func testLoadSettingsDisplaysAnError() async {
        let harness = await Harness()
        harness.model.loadSettingsResult = .failure(MVPSettingsTestError.stubbed)

        await harness.presenter.loadSettings()

        XCTAssertEqual(
            harness.view.displayErrorReceived.last,
            MVPSettingsTestError.stubbed.localizedDescription
        )
        XCTAssertEqual(harness.view.displaySettingsReceived.count, 1, "only what attach showed")
    }

    @MainActor
    func testSaveCallsTheModel() async {
        let harness = await Harness()

        await harness.presenter.save(Settings.fixture())

        XCTAssertEqual(harness.model.saveCallCount, 1)
        XCTAssertEqual(harness.model.saveReceived.last, Settings.fixture())
    }

    @MainActor
    func testSaveUpdatesTheView() async {
        let harness = await Harness()

        await harness.presenter.save(Settings.fixture())

        XCTAssertEqual(
            harness.model.loadSettingsCallCount,
            2,
            "once on attach, once after the action"
        )
        XCTAssertEqual(
            harness.model.currentThemeCallCount,
            2,
            "once on attach, once after the action"
        )
    }

    @MainActor
    func testSaveDisplaysAnError() async {
        let harness = await Harness()
        harness.model.saveError = MVPSettingsTestError.stubbed

        await harness.presenter.save(Settings.fixture())

        XCTAssertEqual(
            harness.view.displayErrorReceived.last,
            MVPSettingsTestError.stubbed.localizedDescription
        )
    }

    @MainActor
    func testResetToDefaultsCallsTheModel() async {
        let harness = await Harness()

        await harness.presenter.resetToDefaults()

        XCTAssertEqual(harness.model.resetToDefaultsCallCount, 1)
    }

    @MainActor
    func testResetToDefaultsUpdatesTheView() async {
        let harness = await Harness()

        await harness.presenter.resetToDefaults()

        XCTAssertEqual(
            harness.model.loadSettingsCallCount,
            2,
            "once on attach, once after the action"
        )
        XCTAssertEqual(
            harness.model.currentThemeCallCount,
            2,
            "once on attach, once after the action"
        )
    }

    @MainActor
    func testCurrentThemeDisplaysTheResult() async {
        let harness = await Harness()
        harness.model.currentThemeReturnValue = "currentTheme"

        harness.presenter.currentTheme()

        XCTAssertEqual(harness.model.currentThemeCallCount, 2, "once on attach, once here")
        XCTAssertEqual(harness.view.displayThemeReceived.last, "currentTheme")
    }

    @MainActor
    func testShowAboutRoutes() async {
        let harness = await Harness()

        harness.presenter.showAbout()

        XCTAssertEqual(harness.navigator.showAboutCallCount, 1)
    }
}

/// What each test starts from, as the screen does: the presenter attached to a view spy,
/// showing the state of a model spy.
@MainActor
private struct Harness {
    let view = MVPSettingsViewSpy()
    let model = MVPSettingsModelSpy()
    let navigator = MVPSettingsNavigatorSpy()
    let presenter: MVPSettingsPresenter

    init() async {
        presenter = MVPSettingsPresenter(model: model, navigator: navigator)
        model.loadSettingsResult = .success(Settings.fixture())
        model.currentThemeReturnValue = "currentTheme"
        await presenter.attach(view: view)
    }
}
