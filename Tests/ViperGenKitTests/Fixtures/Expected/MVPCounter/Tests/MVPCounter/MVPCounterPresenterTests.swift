import XCTest

@testable import MVPCounter

final class MVPCounterPresenterTests: XCTestCase {
    @MainActor
    func testAttachShowsTheInitialState() async {
        let harness = Harness()

        XCTAssertEqual(harness.view.displayReceived, [CounterViewModel.fixture()])
    }

    @MainActor
    func testIncreaseNumberCallsTheModel() async {
        let harness = Harness()

        harness.presenter.increaseNumber()

        XCTAssertEqual(harness.model.increaseNumberCallCount, 1)
    }

    @MainActor
    func testIncreaseNumberUpdatesTheView() async {
        let harness = Harness()

        harness.presenter.increaseNumber()

        XCTAssertEqual(
            harness.view.displayReceived.count,
            2,
            "once on attach, once after the action"
        )
    }

    @MainActor
    func testDecreaseNumberCallsTheModel() async {
        let harness = Harness()

        harness.presenter.decreaseNumber()

        XCTAssertEqual(harness.model.decreaseNumberCallCount, 1)
    }

    @MainActor
    func testDecreaseNumberUpdatesTheView() async {
        let harness = Harness()

        harness.presenter.decreaseNumber()

        XCTAssertEqual(
            harness.view.displayReceived.count,
            2,
            "once on attach, once after the action"
        )
    }

    @MainActor
    func testShowHistoryRoutes() async {
        let harness = Harness()

        harness.presenter.showHistory(of: Counter.fixture())

        XCTAssertEqual(harness.navigator.showHistoryCallCount, 1)
        XCTAssertEqual(harness.navigator.showHistoryReceived.last, Counter.fixture())
    }
}

/// What each test starts from, as the screen does: the presenter attached to a view spy,
/// showing the state of a model spy.
@MainActor
private struct Harness {
    let view = MVPCounterViewSpy()
    let model = MVPCounterModelSpy()
    let navigator = MVPCounterNavigatorSpy()
    let presenter: MVPCounterPresenter

    init() {
        presenter = MVPCounterPresenter(model: model, navigator: navigator)
        presenter.attach(view: view)
    }
}
