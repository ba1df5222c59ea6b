import Foundation
import XCTest

@testable import MVPCorners

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class CornersPresenterTests: XCTestCase {}

extension CornersPresenterTests {
    // MARK: - Use cases

    // MARK: - Routes

    @MainActor
    func testShowGadgetRoutes() async {
        let harness = Harness()
        harness.presenter.showGadget(GadgetRow.fixture())

        XCTAssertEqual(harness.navigator.showGadgetCallCount, 1)
    }
}

/// What each test starts from, as the screen does: the presenter attached to a view spy,
/// showing the state of a model spy.
@MainActor
private struct Harness {
    let view = CornersViewSpy()
    let model = CornersModelSpy()
    let navigator = CornersNavigatorSpy()
    let presenter: CornersPresenter

    init() {
        presenter = CornersPresenter(model: model, navigator: navigator)
        model.makeViewReturnValue = 170
        // TODO: Stub what the model returns without arguments, then attach the view and add
        // the tests of the use cases; viper-gen cannot make a sample of every result:
        // presenter.attach(view: view)
    }
}
