import Foundation
import Testing

@testable import MVPEdge

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct EdgeCasesForAVeryLongModulePresenterTests {
    private let view = EdgeCasesForAVeryLongModuleViewSpy()
    private let model = EdgeCasesForAVeryLongModuleModelSpy()
    private let navigator = EdgeCasesForAVeryLongModuleNavigatorSpy()
    private let presenter: EdgeCasesForAVeryLongModulePresenter

    init() {
        presenter = EdgeCasesForAVeryLongModulePresenter(model: model, navigator: navigator)
        model.loadWidgetsResult = .success([Widget.fixture()])
        model.latestFailureReturnValue = .some(nil)
        model.countReturnValue = 250
        // TODO: Stub what the model returns without arguments, then attach the view and add
        // the tests of the use cases; viper-gen cannot make a sample of every result:
        // presenter.attach(view: view)
        // await presenter.updateView()
    }
}

extension EdgeCasesForAVeryLongModulePresenterTests {
    // MARK: - Use cases

    // MARK: - Routes

    @Test func showWidgetRoutes() {
        let widget: WidgetViewModel = WidgetViewModel.fixture()
        presenter.showWidget(widget)

        #expect(navigator.showWidgetCallCount == 1)
        #expect(navigator.showWidgetReceived.last == widget)
    }
}
