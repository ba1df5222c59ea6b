import Foundation
import XCTest

@testable import MVPSettings

/// What the view shows for `Settings.fixture()`: the fields the presenter copies.
private nonisolated let expectedSettingsViewModel = SettingsViewModel(
    notificationsEnabled: true,
    theme: "theme",
    fontScale: 684
)

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class MVPSettingsPresenterTests: XCTestCase {
    @MainActor
    func testShowsTheInitialState() async {
        let harness = await Harness()

        XCTAssertEqual(harness.model.loadSettingsCallCount, 1)
        XCTAssertEqual(harness.view.displaySettingsReceived, [expectedSettingsViewModel])
        XCTAssertEqual(harness.model.currentThemeCallCount, 1)
        XCTAssertEqual(harness.view.displayCurrentThemeReceived, ["currentTheme"])
    }
}

extension MVPSettingsPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadSettingsDisplaysTheResult() async {
        let harness = await Harness()
        harness.model.loadSettingsResult = .success(Settings.fixture())

        await harness.presenter.loadSettings()

        XCTAssertEqual(harness.model.loadSettingsCallCount, 2, "once on attach, once here")
        XCTAssertEqual(harness.view.displaySettingsReceived.last, expectedSettingsViewModel)
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
    func testLoadSettingsEndsSilentlyWhenCancelled() async {
        let harness = await Harness()
        harness.model.loadSettingsResult = .failure(CancellationError())

        await harness.presenter.loadSettings()

        XCTAssertTrue(
            harness.view.displayErrorReceived.isEmpty,
            "a cancelled task is not an error to show"
        )
    }

    @MainActor
    func testSaveCallsTheModel() async {
        let harness = await Harness()
        let settings: Settings = Settings.fixture()

        await harness.presenter.save(settings)

        XCTAssertEqual(harness.model.saveCallCount, 1)
        XCTAssertEqual(harness.model.saveReceived.last, settings)
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
        XCTAssertEqual(harness.view.displaySettingsReceived.last, expectedSettingsViewModel)
        XCTAssertEqual(
            harness.model.currentThemeCallCount,
            2,
            "once on attach, once after the action"
        )
        XCTAssertEqual(harness.view.displayCurrentThemeReceived.last, "currentTheme")
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
    func testSaveEndsSilentlyWhenCancelled() async {
        let harness = await Harness()
        harness.model.saveError = CancellationError()

        await harness.presenter.save(Settings.fixture())

        XCTAssertTrue(
            harness.view.displayErrorReceived.isEmpty,
            "a cancelled task is not an error to show"
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
        XCTAssertEqual(harness.view.displaySettingsReceived.last, expectedSettingsViewModel)
        XCTAssertEqual(
            harness.model.currentThemeCallCount,
            2,
            "once on attach, once after the action"
        )
        XCTAssertEqual(harness.view.displayCurrentThemeReceived.last, "currentTheme")
    }

    @MainActor
    func testCurrentThemeDisplaysTheResult() async {
        let harness = await Harness()
        harness.model.currentThemeReturnValue = "currentTheme"

        harness.presenter.currentTheme()

        XCTAssertEqual(harness.model.currentThemeCallCount, 2, "once on attach, once here")
        XCTAssertEqual(harness.view.displayCurrentThemeReceived.last, "currentTheme")
    }

    // MARK: - Routes

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
        presenter.attach(view: view)
        await presenter.updateView()
    }
}
