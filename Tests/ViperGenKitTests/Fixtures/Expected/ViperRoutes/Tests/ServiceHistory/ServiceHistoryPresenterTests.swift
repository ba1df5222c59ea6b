import XCTest

@testable import ViperRoutes

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class ServiceHistoryPresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()
        harness.interactor.loadVisitsResult = .success([ServiceVisit.fixture()])

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadVisitsCallCount, 1)
    }
}

extension ServiceHistoryPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadVisitsDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.loadVisitsResult = .success([ServiceVisit.fixture()])

        await harness.presenter.loadVisits()

        XCTAssertEqual(harness.interactor.loadVisitsCallCount, 1)
        XCTAssertEqual(harness.view.displayVisitsReceived, [[ServiceVisitViewModel.fixture()]])
    }

    @MainActor
    func testLoadVisitsDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadVisitsResult = .failure(ServiceHistoryTestError.stubbed)

        await harness.presenter.loadVisits()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayVisitsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadVisitsShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadVisitsResult = .failure(CancellationError())

        await harness.presenter.loadVisits()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayVisitsReceived.isEmpty)
    }

    // MARK: - Routes

    @MainActor
    func testShowGarageRoutes() async {
        let harness = Harness()
        harness.presenter.showGarage()

        XCTAssertEqual(harness.router.showGarageCallCount, 1)
    }

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
    let view = ServiceHistoryViewSpy()
    let interactor = ServiceHistoryInteractorSpy()
    let router = ServiceHistoryRouterSpy()
    let presenter: ServiceHistoryPresenter

    init() {
        presenter = ServiceHistoryPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
