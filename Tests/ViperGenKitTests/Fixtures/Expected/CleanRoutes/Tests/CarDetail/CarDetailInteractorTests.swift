import XCTest

@testable import CleanRoutes

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CarDetailInteractorTests: XCTestCase {}

extension CarDetailInteractorTests {
    // MARK: - Use cases

    @MainActor
    func testRefreshPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let refreshResult: Car = Car.fixture()
        harness.worker.refreshResult = .success(refreshResult)
        let request = CarDetailModels.Refresh.Request(car: Car.fixture())

        await harness.interactor.refresh(request: request)

        XCTAssertEqual(harness.worker.refreshCallCount, 1)
        XCTAssertEqual(harness.worker.refreshReceived, [request.car])
        let response = CarDetailModels.Refresh.Response(refreshResult: refreshResult)
        XCTAssertEqual(harness.presenter.presentRefreshReceived, [response])
        XCTAssertEqual(harness.interactor.refreshResult, refreshResult)
    }

    @MainActor
    func testRefreshPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.refreshResult = .failure(CarDetailTestError.stubbed)
        let request = CarDetailModels.Refresh.Request(car: Car.fixture())

        await harness.interactor.refresh(request: request)

        XCTAssertEqual(harness.presenter.presentRefreshErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentRefreshErrors.first as? CarDetailTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentRefreshReceived.isEmpty)
    }

    @MainActor
    func testRefreshEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.refreshResult = .failure(CancellationError())
        let request = CarDetailModels.Refresh.Request(car: Car.fixture())

        await harness.interactor.refresh(request: request)

        XCTAssertTrue(harness.presenter.presentRefreshErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentRefreshReceived.isEmpty)
    }
}

/// The interactor under test, wired to spies.
@MainActor
private struct Harness {
    let presenter = CarDetailPresentationLogicSpy()
    let worker = CarDetailWorkerSpy()
    let interactor: CarDetailInteractor

    init() {
        interactor = CarDetailInteractor(
            car: Car.fixture(),
            presenter: presenter,
            worker: worker
        )
    }
}
