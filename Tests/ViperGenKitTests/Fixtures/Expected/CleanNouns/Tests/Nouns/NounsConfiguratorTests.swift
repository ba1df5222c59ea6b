import Foundation
import XCTest

@testable import CleanNouns

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class NounsConfiguratorTests: XCTestCase {
    @MainActor
    func testConfigureGivesTheRouterTheDataStore() async {
        let harness = Harness()

        XCTAssertTrue(harness.scene.router.dataStore === harness.scene.interactor)
    }
}

extension NounsConfiguratorTests {
    // MARK: - Use cases

    @MainActor
    func testFetchCarsReachesTheDisplay() async {
        let harness = Harness()
        let fetchCarsResult: [Car] = [Car.fixture()]
        harness.worker.fetchCarsResult = .success(fetchCarsResult)
        let request = NounsModels.FetchCars.Request()

        await harness.scene.interactor.fetchCars(request: request)

        let viewModel = NounsModels.FetchCars.ViewModel(fetchCarsResult: [CarViewModel.fixture()])
        XCTAssertEqual(harness.display.displayFetchCarsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.fetchCarsResult, fetchCarsResult)
    }

    @MainActor
    func testFetchCarsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.fetchCarsResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.FetchCars.Request()

        await harness.scene.interactor.fetchCars(request: request)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFetchCarsReceived.isEmpty)
    }

    @MainActor
    func testFetchCarsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.fetchCarsResult = .failure(CancellationError())
        let request = NounsModels.FetchCars.Request()

        await harness.scene.interactor.fetchCars(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testRefreshCarsReachesTheDisplay() async {
        let harness = Harness()
        let refreshCarsResult: [Car] = [Car.fixture()]
        harness.worker.refreshCarsResult = .success(refreshCarsResult)
        let request = NounsModels.RefreshCars.Request()

        await harness.scene.interactor.refreshCars(request: request)

        let viewModel = NounsModels.RefreshCars.ViewModel(
            refreshCarsResult: [CarViewModel.fixture()]
        )
        XCTAssertEqual(harness.display.displayRefreshCarsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.refreshCarsResult, refreshCarsResult)
    }

    @MainActor
    func testRefreshCarsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.refreshCarsResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.RefreshCars.Request()

        await harness.scene.interactor.refreshCars(request: request)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayRefreshCarsReceived.isEmpty)
    }

    @MainActor
    func testRefreshCarsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.refreshCarsResult = .failure(CancellationError())
        let request = NounsModels.RefreshCars.Request()

        await harness.scene.interactor.refreshCars(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testCarsReachesTheDisplay() async {
        let harness = Harness()
        let carsResult: [Car] = [Car.fixture()]
        harness.worker.carsReturnValue = carsResult
        let request = NounsModels.Cars.Request()

        harness.scene.interactor.cars(request: request)

        let viewModel = NounsModels.Cars.ViewModel(carsResult: [CarViewModel.fixture()])
        XCTAssertEqual(harness.display.displayCarsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.carsResult, carsResult)
    }

    @MainActor
    func testFetchSellerReachesTheDisplay() async {
        let harness = Harness()
        let fetchSellerResult: String = "fetchSeller"
        harness.worker.fetchSellerResult = .success(fetchSellerResult)
        let request = NounsModels.FetchSeller.Request()

        await harness.scene.interactor.fetchSeller(request: request)

        let viewModel = NounsModels.FetchSeller.ViewModel(fetchSellerResult: fetchSellerResult)
        XCTAssertEqual(harness.display.displayFetchSellerReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.fetchSellerResult, fetchSellerResult)
    }

    @MainActor
    func testFetchSellerFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.fetchSellerResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.FetchSeller.Request()

        await harness.scene.interactor.fetchSeller(request: request)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFetchSellerReceived.isEmpty)
    }

    @MainActor
    func testFetchSellerCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.fetchSellerResult = .failure(CancellationError())
        let request = NounsModels.FetchSeller.Request()

        await harness.scene.interactor.fetchSeller(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testLoadSellerReachesTheDisplay() async {
        let harness = Harness()
        let seller: String = "loadSeller"
        harness.worker.loadSellerResult = .success(seller)
        let request = NounsModels.LoadSeller.Request()

        await harness.scene.interactor.loadSeller(request: request)

        let viewModel = NounsModels.LoadSeller.ViewModel(seller: seller)
        XCTAssertEqual(harness.display.displayLoadSellerReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.seller, seller)
    }

    @MainActor
    func testLoadSellerFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.loadSellerResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.LoadSeller.Request()

        await harness.scene.interactor.loadSeller(request: request)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadSellerReceived.isEmpty)
    }

    @MainActor
    func testLoadSellerCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.loadSellerResult = .failure(CancellationError())
        let request = NounsModels.LoadSeller.Request()

        await harness.scene.interactor.loadSeller(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testNewestReachesTheDisplay() async {
        let harness = Harness()
        let newestCar: Car? = Car.fixture()
        harness.worker.newestResult = .success(newestCar)
        let request = NounsModels.Newest.Request()

        await harness.scene.interactor.newest(request: request)

        let viewModel = NounsModels.Newest.ViewModel(newestCar: CarViewModel.fixture())
        XCTAssertEqual(harness.display.displayNewestReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.newestCar, newestCar)
    }

    @MainActor
    func testNewestFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.newestResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.Newest.Request()

        await harness.scene.interactor.newest(request: request)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayNewestReceived.isEmpty)
    }

    @MainActor
    func testNewestCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.newestResult = .failure(CancellationError())
        let request = NounsModels.Newest.Request()

        await harness.scene.interactor.newest(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testLatestReachesTheDisplay() async {
        let harness = Harness()
        let latestResult: Car? = Car.fixture()
        harness.worker.latestResult = .success(latestResult)
        let request = NounsModels.Latest.Request()

        await harness.scene.interactor.latest(request: request)

        let viewModel = NounsModels.Latest.ViewModel(latestResult: CarViewModel.fixture())
        XCTAssertEqual(harness.display.displayLatestReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.latestResult, latestResult)
    }

    @MainActor
    func testLatestFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.latestResult = .failure(NounsTestError.stubbed)
        let request = NounsModels.Latest.Request()

        await harness.scene.interactor.latest(request: request)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLatestReceived.isEmpty)
    }

    @MainActor
    func testLatestCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.latestResult = .failure(CancellationError())
        let request = NounsModels.Latest.Request()

        await harness.scene.interactor.latest(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }
}

/// The scene as the configurator wires it, around a display spy and a worker spy.
@MainActor
private struct Harness {
    let display = NounsDisplayLogicSpy()
    let worker = NounsWorkerSpy()
    let scene: (interactor: NounsInteractor, router: NounsRouter)

    init() {
        scene = NounsConfigurator.configure(display: display, worker: worker)
    }
}
