import XCTest

@testable import ViperEdge

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class EdgeCasesForAVeryLongModulePresenterTests: XCTestCase {}

extension EdgeCasesForAVeryLongModulePresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadWidgetsDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.loadWidgetsResult = .success([Widget.fixture()])

        await harness.presenter.loadWidgets()

        XCTAssertEqual(harness.interactor.loadWidgetsCallCount, 1)
        XCTAssertEqual(harness.view.displayWidgetsReceived, [[WidgetViewModel.fixture()]])
    }

    @MainActor
    func testLoadWidgetsDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadWidgetsResult = .failure(
            EdgeCasesForAVeryLongModuleTestError.stubbed
        )

        await harness.presenter.loadWidgets()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayWidgetsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadWidgetsShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadWidgetsResult = .failure(CancellationError())

        await harness.presenter.loadWidgets()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayWidgetsReceived.isEmpty)
    }

    @MainActor
    func testLatestFailureDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.latestFailureReturnValue = .some(nil)

        harness.presenter.latestFailure()

        XCTAssertEqual(harness.interactor.latestFailureCallCount, 1)
        XCTAssertEqual(harness.view.displayLatestFailureReceived.count, 1)
    }

    @MainActor
    func testRenameDisplaysTheResult() async {
        let harness = Harness()
        let widget: Widget = Widget.fixture()
        let title: String = "title"
        harness.interactor.renameResult = .success(Widget.fixture())

        await harness.presenter.rename(widget, to: title)

        XCTAssertEqual(harness.interactor.renameCallCount, 1)
        XCTAssertEqual(harness.interactor.renameReceived.first?.widget, widget)
        XCTAssertEqual(harness.interactor.renameReceived.first?.title, title)
        XCTAssertEqual(harness.view.displayRenameResultReceived, [WidgetViewModel.fixture()])
    }

    @MainActor
    func testRenameDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        await harness.presenter.rename(Widget.fixture(), to: "title")

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayRenameResultReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testRenameShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.renameResult = .failure(CancellationError())

        await harness.presenter.rename(Widget.fixture(), to: "title")

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayRenameResultReceived.isEmpty)
    }

    @MainActor
    func testCountDisplaysTheResult() async {
        let harness = Harness()
        let countResult: Int = 250
        harness.interactor.countReturnValue = countResult

        await harness.presenter.count()

        XCTAssertEqual(harness.interactor.countCallCount, 1)
        XCTAssertEqual(harness.view.displayCountReceived, [countResult])
    }

    // MARK: - Routes

    @MainActor
    func testShowWidgetRoutes() async {
        let harness = Harness()
        let widget: WidgetViewModel = WidgetViewModel.fixture()

        harness.presenter.showWidget(widget)

        XCTAssertEqual(harness.router.showWidgetCallCount, 1)
        XCTAssertEqual(harness.router.showWidgetReceived, [widget])
    }
}

/// The presenter under test, wired to spies.
@MainActor
private struct Harness {
    let view = EdgeCasesForAVeryLongModuleViewSpy()
    let interactor = EdgeCasesForAVeryLongModuleInteractorSpy()
    let router = EdgeCasesForAVeryLongModuleRouterSpy()
    let presenter: EdgeCasesForAVeryLongModulePresenter

    init() {
        presenter = EdgeCasesForAVeryLongModulePresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
