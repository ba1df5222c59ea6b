import XCTest

@testable import MVPCounter

/// What the view shows for `Counter.fixture()`, in the fields the presenter copies.
/// The fields it formats are blank, here and in `copiedFields(_:)`: they are yours to test,
/// with a test for each state the view shows differently, as the MVP article's
/// `NumberPresenterTests` check "10", "11", "09" and that "decrease" is disabled at zero.
private nonisolated let expectedCounterViewModel = CounterViewModel(
    text: "",
    isDecreaseEnabled: false
)

/// The fields of a view model the presenter copies from the entity, with the ones it formats
/// blank.
private nonisolated func copiedFields(_ _: CounterViewModel) -> CounterViewModel {
    CounterViewModel(
        text: "",
        isDecreaseEnabled: false
    )
}

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class MVPCounterPresenterTests: XCTestCase {
    @MainActor
    func testShowsTheInitialState() async {
        let harness = Harness()

        XCTAssertEqual(harness.view.displayReceived.map(copiedFields), [expectedCounterViewModel])
    }
}

extension MVPCounterPresenterTests {
    // MARK: - Use cases

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
        XCTAssertEqual(
            harness.view.displayReceived.last.map(copiedFields),
            expectedCounterViewModel
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
        XCTAssertEqual(
            harness.view.displayReceived.last.map(copiedFields),
            expectedCounterViewModel
        )
    }

    // MARK: - Routes

    @MainActor
    func testShowHistoryRoutes() async {
        let harness = Harness()
        let counter: Counter = Counter.fixture()
        harness.presenter.showHistory(of: counter)

        XCTAssertEqual(harness.navigator.showHistoryCallCount, 1)
        XCTAssertEqual(harness.navigator.showHistoryReceived.last, counter)
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
