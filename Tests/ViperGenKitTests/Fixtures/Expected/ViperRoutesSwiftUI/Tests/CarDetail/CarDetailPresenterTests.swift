import XCTest

@testable import ViperRoutesSwiftUI

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class CarDetailPresenterTests: XCTestCase {}

extension CarDetailPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testReloadDisplaysTheResult() async {
        let harness = Harness()
        let id: String = "id"
        harness.interactor.reloadResult = .success(Car.fixture())

        await harness.presenter.reload(id: id)

        XCTAssertEqual(harness.interactor.reloadCallCount, 1)
        XCTAssertEqual(harness.interactor.reloadReceived, [id])
        XCTAssertEqual(harness.view.displayReloadResultReceived, [CarViewModel.fixture()])
    }

    @MainActor
    func testReloadDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.reloadResult = .failure(CarDetailTestError.stubbed)

        await harness.presenter.reload(id: "id")

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayReloadResultReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testReloadShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.reloadResult = .failure(CancellationError())

        await harness.presenter.reload(id: "id")

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayReloadResultReceived.isEmpty)
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
    let view = CarDetailViewSpy()
    let interactor = CarDetailInteractorSpy()
    let router = CarDetailRouterSpy()
    let presenter: CarDetailPresenter

    init() {
        presenter = CarDetailPresenter(
            car: Car.fixture(),
            interactor: interactor,
            router: router
        )
        presenter.view = view
    }
}
