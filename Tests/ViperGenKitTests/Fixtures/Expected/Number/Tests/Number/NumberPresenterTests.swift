import Testing

@testable import Number

/// What the view shows for `NumberModel.fixture()`: the fields the presenter copies.
private nonisolated let expectedNumberModelViewModel = NumberModelViewModel(value: 486)

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct NumberPresenterTests {
    private let view = NumberViewSpy()
    private let model = NumberModelSpy()
    private let presenter: NumberPresenter

    init() {
        presenter = NumberPresenter(model: model)
        presenter.attach(view: view)
    }
}

extension NumberPresenterTests {
    // MARK: - Use cases

    @Test func showsTheInitialState() {
        #expect(view.displayReceived == [expectedNumberModelViewModel])
    }

    @Test func increaseNumberCallsTheModel() {
        presenter.increaseNumber()

        #expect(model.increaseNumberCallCount == 1)
    }

    @Test func increaseNumberUpdatesTheView() {
        presenter.increaseNumber()

        #expect(view.displayReceived.count == 2, "once on attach, once after the action")
        #expect(view.displayReceived.last == expectedNumberModelViewModel)
    }

    @Test func decreaseNumberCallsTheModel() {
        presenter.decreaseNumber()

        #expect(model.decreaseNumberCallCount == 1)
    }

    @Test func decreaseNumberUpdatesTheView() {
        presenter.decreaseNumber()

        #expect(view.displayReceived.count == 2, "once on attach, once after the action")
        #expect(view.displayReceived.last == expectedNumberModelViewModel)
    }
}
