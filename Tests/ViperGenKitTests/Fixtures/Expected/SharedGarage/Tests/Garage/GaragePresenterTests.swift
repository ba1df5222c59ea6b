import Foundation
import XCTest

@testable import SharedGarage

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class GaragePresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()
        harness.interactor.loadCarsResult = .success([Car.fixture()])

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadCarsCallCount, 1)
    }
}

extension GaragePresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadCarsDisplaysTheResult() async {
        let harness = Harness()
        let cars: [Car] = [Car.fixture()]
        harness.interactor.loadCarsResult = .success(cars)

        await harness.presenter.loadCars()

        XCTAssertEqual(harness.interactor.loadCarsCallCount, 1)
        // The fields the presenter copies; the ones it formats are the app's to test.
        XCTAssertEqual(harness.view.displayCarsReceived.count, 1)
        XCTAssertEqual(harness.view.displayCarsReceived.map { $0.map(\.make) }, [cars.map(\.make)])
        XCTAssertEqual(
            harness.view.displayCarsReceived.map { $0.map(\.model) },
            [cars.map(\.model)]
        )
    }

    @MainActor
    func testLoadCarsDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadCarsResult = .failure(GarageTestError.stubbed)

        await harness.presenter.loadCars()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayCarsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadCarsShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadCarsResult = .failure(CancellationError())

        await harness.presenter.loadCars()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayCarsReceived.isEmpty)
    }

    @MainActor
    func testRemoveCarCallsTheInteractor() async {
        let harness = Harness()
        let car: Car = Car.fixture()

        await harness.presenter.removeCar(car)

        XCTAssertEqual(harness.interactor.removeCarCallCount, 1)
        XCTAssertEqual(harness.interactor.removeCarReceived, [car])
    }

    @MainActor
    func testRemoveCarDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.removeCarError = GarageTestError.stubbed

        await harness.presenter.removeCar(Car.fixture())

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testRemoveCarShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.removeCarError = CancellationError()

        await harness.presenter.removeCar(Car.fixture())

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
    }

    // MARK: - Routes

    @MainActor
    func testShowCarDetailRoutes() async {
        let harness = Harness()
        let car: Car = Car.fixture()

        harness.presenter.showCarDetail(for: car)

        XCTAssertEqual(harness.router.showCarDetailCallCount, 1)
        XCTAssertEqual(harness.router.showCarDetailReceived, [car])
    }

    @MainActor
    func testShowAddCarRoutes() async {
        let harness = Harness()
        harness.presenter.showAddCar()

        XCTAssertEqual(harness.router.showAddCarCallCount, 1)
    }
}

/// The presenter under test, wired to spies.
@MainActor
private struct Harness {
    let view = GarageViewSpy()
    let interactor = GarageInteractorSpy()
    let router = GarageRouterSpy()
    let presenter: GaragePresenter

    init() {
        presenter = GaragePresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
