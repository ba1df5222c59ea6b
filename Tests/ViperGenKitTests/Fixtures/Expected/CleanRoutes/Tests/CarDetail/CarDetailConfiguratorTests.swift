import Foundation
import XCTest

@testable import CleanRoutes

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CarDetailConfiguratorTests: XCTestCase {
    @MainActor
    func testConfigureGivesTheRouterTheDataStore() async {
        let harness = Harness()

        XCTAssertTrue(harness.scene.router.dataStore === harness.scene.interactor)
    }
}

extension CarDetailConfiguratorTests {
    // MARK: - Use cases

    @MainActor
    func testRefreshReachesTheDisplay() async {
        let harness = Harness()
        let refreshResult: Car = Car.fixture()
        harness.worker.refreshResult = .success(refreshResult)
        let request = CarDetailModels.Refresh.Request(car: Car.fixture())

        await harness.scene.interactor.refresh(request: request)

        let viewModel = CarDetailModels.Refresh.ViewModel(refreshResult: CarViewModel.fixture())
        XCTAssertEqual(harness.display.displayRefreshReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.refreshResult, refreshResult)
    }

    @MainActor
    func testRefreshFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.refreshResult = .failure(CarDetailTestError.stubbed)
        let request = CarDetailModels.Refresh.Request(car: Car.fixture())

        await harness.scene.interactor.refresh(request: request)

        let message = CarDetailTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayRefreshReceived.isEmpty)
    }

    @MainActor
    func testRefreshCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.refreshResult = .failure(CancellationError())
        let request = CarDetailModels.Refresh.Request(car: Car.fixture())

        await harness.scene.interactor.refresh(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }
}

/// The scene as the configurator wires it, around a display spy and a worker spy.
@MainActor
private struct Harness {
    let display = CarDetailDisplayLogicSpy()
    let worker = CarDetailWorkerSpy()
    let scene: (interactor: CarDetailInteractor, router: CarDetailRouter)

    init() {
        scene = CarDetailConfigurator.configure(
            car: Car.fixture(),
            display: display,
            worker: worker,
            dependencies: CarDetailDependenciesDouble()
        )
    }
}
