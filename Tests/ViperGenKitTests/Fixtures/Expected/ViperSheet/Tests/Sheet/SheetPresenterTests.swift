import Foundation
import XCTest

@testable import ViperSheet

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class SheetPresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()
        harness.interactor.loadDraftResult = .success(Draft.fixture())

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadDraftCallCount, 1)
    }
}

extension SheetPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadDraftDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.loadDraftResult = .success(Draft.fixture())

        await harness.presenter.loadDraft()

        XCTAssertEqual(harness.interactor.loadDraftCallCount, 1)
        XCTAssertEqual(harness.view.displayDraftReceived, [DraftViewModel.fixture()])
    }

    @MainActor
    func testLoadDraftDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadDraftResult = .failure(SheetTestError.stubbed)

        await harness.presenter.loadDraft()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayDraftReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadDraftShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadDraftResult = .failure(CancellationError())

        await harness.presenter.loadDraft()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayDraftReceived.isEmpty)
    }

    @MainActor
    func testSaveCallsTheInteractor() async {
        let harness = Harness()
        let draft: Draft = Draft.fixture()

        await harness.presenter.save(draft)

        XCTAssertEqual(harness.interactor.saveCallCount, 1)
        XCTAssertEqual(harness.interactor.saveReceived, [draft])
    }

    @MainActor
    func testSaveDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.saveError = SheetTestError.stubbed

        await harness.presenter.save(Draft.fixture())

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testSaveShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.saveError = CancellationError()

        await harness.presenter.save(Draft.fixture())

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
    }

    // MARK: - Routes

    @MainActor
    func testDismissRoutes() async {
        let harness = Harness()
        harness.presenter.dismiss()

        XCTAssertEqual(harness.router.dismissCallCount, 1)
    }
}

/// The presenter under test, wired to spies.
@MainActor
private struct Harness {
    let view = SheetViewSpy()
    let interactor = SheetInteractorSpy()
    let router = SheetRouterSpy()
    let presenter: SheetPresenter

    init() {
        presenter = SheetPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
