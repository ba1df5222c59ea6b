import XCTest

@testable import Settings

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class SettingsPresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()
        harness.interactor.loadSettingsResult = .success(Settings.fixture())
        harness.interactor.currentThemeReturnValue = "currentTheme"

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadSettingsCallCount, 1)
        XCTAssertEqual(harness.interactor.currentThemeCallCount, 1)
    }
}

extension SettingsPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadSettingsDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.loadSettingsResult = .success(Settings.fixture())

        await harness.presenter.loadSettings()

        XCTAssertEqual(harness.interactor.loadSettingsCallCount, 1)
        XCTAssertEqual(harness.view.displaySettingsReceived, [SettingsViewModel.fixture()])
    }

    @MainActor
    func testLoadSettingsDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadSettingsResult = .failure(SettingsTestError.stubbed)

        await harness.presenter.loadSettings()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displaySettingsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadSettingsShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadSettingsResult = .failure(CancellationError())

        await harness.presenter.loadSettings()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displaySettingsReceived.isEmpty)
    }

    @MainActor
    func testSaveCallsTheInteractor() async {
        let harness = Harness()
        let settings: Settings = Settings.fixture()

        await harness.presenter.save(settings)

        XCTAssertEqual(harness.interactor.saveCallCount, 1)
        XCTAssertEqual(harness.interactor.saveReceived, [settings])
    }

    @MainActor
    func testSaveDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.saveError = SettingsTestError.stubbed

        await harness.presenter.save(Settings.fixture())

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testSaveShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.saveError = CancellationError()

        await harness.presenter.save(Settings.fixture())

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testResetToDefaultsCallsTheInteractor() async {
        let harness = Harness()
        harness.presenter.resetToDefaults()

        XCTAssertEqual(harness.interactor.resetToDefaultsCallCount, 1)
    }

    @MainActor
    func testCurrentThemeDisplaysTheResult() async {
        let harness = Harness()
        let currentThemeResult: String = "currentTheme"
        harness.interactor.currentThemeReturnValue = currentThemeResult

        harness.presenter.currentTheme()

        XCTAssertEqual(harness.interactor.currentThemeCallCount, 1)
        XCTAssertEqual(harness.view.displayCurrentThemeReceived, [currentThemeResult])
    }

    // MARK: - Routes

    @MainActor
    func testShowAboutRoutes() async {
        let harness = Harness()
        harness.presenter.showAbout()

        XCTAssertEqual(harness.router.showAboutCallCount, 1)
    }
}

/// The presenter under test, wired to spies.
@MainActor
private struct Harness {
    let view = SettingsViewSpy()
    let interactor = SettingsInteractorSpy()
    let router = SettingsRouterSpy()
    let presenter: SettingsPresenter

    init() {
        presenter = SettingsPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
