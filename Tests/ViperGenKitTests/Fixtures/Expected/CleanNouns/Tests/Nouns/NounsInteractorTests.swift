import XCTest

@testable import CleanNouns

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class NounsInteractorTests: XCTestCase {}

extension NounsInteractorTests {
    // MARK: - Use cases

    @MainActor
    func testFetchCarsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let fetchCarsResult: [Car] = [Car.fixture()]
        harness.worker.fetchCarsResult = .success(fetchCarsResult)
        let request = NounsModels.FetchCars.Request()

        await harness.interactor.fetchCars(request: request)

        XCTAssertEqual(harness.worker.fetchCarsCallCount, 1)
        let response = NounsModels.FetchCars.Response(fetchCarsResult: fetchCarsResult)
        XCTAssertEqual(harness.presenter.presentFetchCarsReceived, [response])
        XCTAssertEqual(harness.interactor.fetchCarsResult, fetchCarsResult)
    }

    @MainActor
    func testFetchCarsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.fetchCarsResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.FetchCars.Request()

        await harness.interactor.fetchCars(request: request)

        XCTAssertEqual(harness.presenter.presentFetchCarsErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentFetchCarsErrors.first as? NounsTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentFetchCarsReceived.isEmpty)
    }

    @MainActor
    func testFetchCarsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.fetchCarsResult = .failure(CancellationError())
        let request = NounsModels.FetchCars.Request()

        await harness.interactor.fetchCars(request: request)

        XCTAssertTrue(harness.presenter.presentFetchCarsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentFetchCarsReceived.isEmpty)
    }

    @MainActor
    func testRefreshCarsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let refreshCarsResult: [Car] = [Car.fixture()]
        harness.worker.refreshCarsResult = .success(refreshCarsResult)
        let request = NounsModels.RefreshCars.Request()

        await harness.interactor.refreshCars(request: request)

        XCTAssertEqual(harness.worker.refreshCarsCallCount, 1)
        let response = NounsModels.RefreshCars.Response(refreshCarsResult: refreshCarsResult)
        XCTAssertEqual(harness.presenter.presentRefreshCarsReceived, [response])
        XCTAssertEqual(harness.interactor.refreshCarsResult, refreshCarsResult)
    }

    @MainActor
    func testRefreshCarsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.refreshCarsResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.RefreshCars.Request()

        await harness.interactor.refreshCars(request: request)

        XCTAssertEqual(harness.presenter.presentRefreshCarsErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentRefreshCarsErrors.first as? NounsTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentRefreshCarsReceived.isEmpty)
    }

    @MainActor
    func testRefreshCarsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.refreshCarsResult = .failure(CancellationError())
        let request = NounsModels.RefreshCars.Request()

        await harness.interactor.refreshCars(request: request)

        XCTAssertTrue(harness.presenter.presentRefreshCarsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentRefreshCarsReceived.isEmpty)
    }

    @MainActor
    func testCarsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let carsResult: [Car] = [Car.fixture()]
        harness.worker.carsReturnValue = carsResult
        let request = NounsModels.Cars.Request()

        harness.interactor.cars(request: request)

        XCTAssertEqual(harness.worker.carsCallCount, 1)
        let response = NounsModels.Cars.Response(carsResult: carsResult)
        XCTAssertEqual(harness.presenter.presentCarsReceived, [response])
        XCTAssertEqual(harness.interactor.carsResult, carsResult)
    }

    @MainActor
    func testFetchSellerPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let fetchSellerResult: String = "fetchSeller"
        harness.worker.fetchSellerResult = .success(fetchSellerResult)
        let request = NounsModels.FetchSeller.Request()

        await harness.interactor.fetchSeller(request: request)

        XCTAssertEqual(harness.worker.fetchSellerCallCount, 1)
        let response = NounsModels.FetchSeller.Response(fetchSellerResult: fetchSellerResult)
        XCTAssertEqual(harness.presenter.presentFetchSellerReceived, [response])
        XCTAssertEqual(harness.interactor.fetchSellerResult, fetchSellerResult)
    }

    @MainActor
    func testFetchSellerPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.fetchSellerResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.FetchSeller.Request()

        await harness.interactor.fetchSeller(request: request)

        XCTAssertEqual(harness.presenter.presentFetchSellerErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentFetchSellerErrors.first as? NounsTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentFetchSellerReceived.isEmpty)
    }

    @MainActor
    func testFetchSellerEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.fetchSellerResult = .failure(CancellationError())
        let request = NounsModels.FetchSeller.Request()

        await harness.interactor.fetchSeller(request: request)

        XCTAssertTrue(harness.presenter.presentFetchSellerErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentFetchSellerReceived.isEmpty)
    }

    @MainActor
    func testLoadSellerPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let seller: String = "loadSeller"
        harness.worker.loadSellerResult = .success(seller)
        let request = NounsModels.LoadSeller.Request()

        await harness.interactor.loadSeller(request: request)

        XCTAssertEqual(harness.worker.loadSellerCallCount, 1)
        let response = NounsModels.LoadSeller.Response(seller: seller)
        XCTAssertEqual(harness.presenter.presentLoadSellerReceived, [response])
        XCTAssertEqual(harness.interactor.seller, seller)
    }

    @MainActor
    func testLoadSellerPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.loadSellerResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.LoadSeller.Request()

        await harness.interactor.loadSeller(request: request)

        XCTAssertEqual(harness.presenter.presentLoadSellerErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentLoadSellerErrors.first as? NounsTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentLoadSellerReceived.isEmpty)
    }

    @MainActor
    func testLoadSellerEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.loadSellerResult = .failure(CancellationError())
        let request = NounsModels.LoadSeller.Request()

        await harness.interactor.loadSeller(request: request)

        XCTAssertTrue(harness.presenter.presentLoadSellerErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentLoadSellerReceived.isEmpty)
    }

    @MainActor
    func testNewestPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let newestCar: Car? = Car.fixture()
        harness.worker.newestResult = .success(newestCar)
        let request = NounsModels.Newest.Request()

        await harness.interactor.newest(request: request)

        XCTAssertEqual(harness.worker.newestCallCount, 1)
        let response = NounsModels.Newest.Response(newestCar: newestCar)
        XCTAssertEqual(harness.presenter.presentNewestReceived, [response])
        XCTAssertEqual(harness.interactor.newestCar, newestCar)
    }

    @MainActor
    func testNewestPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.newestResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.Newest.Request()

        await harness.interactor.newest(request: request)

        XCTAssertEqual(harness.presenter.presentNewestErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentNewestErrors.first as? NounsTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentNewestReceived.isEmpty)
    }

    @MainActor
    func testNewestEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.newestResult = .failure(CancellationError())
        let request = NounsModels.Newest.Request()

        await harness.interactor.newest(request: request)

        XCTAssertTrue(harness.presenter.presentNewestErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentNewestReceived.isEmpty)
    }

    @MainActor
    func testLatestPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let latestResult: Car? = Car.fixture()
        harness.worker.latestResult = .success(latestResult)
        let request = NounsModels.Latest.Request()

        await harness.interactor.latest(request: request)

        XCTAssertEqual(harness.worker.latestCallCount, 1)
        let response = NounsModels.Latest.Response(latestResult: latestResult)
        XCTAssertEqual(harness.presenter.presentLatestReceived, [response])
        XCTAssertEqual(harness.interactor.latestResult, latestResult)
    }

    @MainActor
    func testLatestPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.latestResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.Latest.Request()

        await harness.interactor.latest(request: request)

        XCTAssertEqual(harness.presenter.presentLatestErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentLatestErrors.first as? NounsTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentLatestReceived.isEmpty)
    }

    @MainActor
    func testLatestEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.latestResult = .failure(CancellationError())
        let request = NounsModels.Latest.Request()

        await harness.interactor.latest(request: request)

        XCTAssertTrue(harness.presenter.presentLatestErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentLatestReceived.isEmpty)
    }
}

/// The interactor under test, wired to spies.
@MainActor
private struct Harness {
    let presenter = NounsPresentationLogicSpy()
    let worker = NounsWorkerSpy()
    let interactor: NounsInteractor

    init() {
        interactor = NounsInteractor(presenter: presenter, worker: worker)
    }
}
