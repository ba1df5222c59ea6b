import Foundation
import XCTest

@testable import CleanNouns

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class NounsPresenterTests: XCTestCase {}

extension NounsPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testPresentFetchCarsDisplaysTheViewModel() async {
        let harness = Harness()
        let fetchCarsResult: [Car] = [Car.fixture()]
        let response = NounsModels.FetchCars.Response(fetchCarsResult: fetchCarsResult)

        harness.presenter.presentFetchCars(response: response)

        let viewModel = NounsModels.FetchCars.ViewModel(fetchCarsResult: [CarViewModel.fixture()])
        XCTAssertEqual(harness.display.displayFetchCarsReceived, [viewModel])
    }

    @MainActor
    func testPresentFetchCarsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentFetchCars(error: NounsTestError.stubbed)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFetchCarsReceived.isEmpty)
    }

    @MainActor
    func testPresentRefreshCarsDisplaysTheViewModel() async {
        let harness = Harness()
        let refreshCarsResult: [Car] = [Car.fixture()]
        let response = NounsModels.RefreshCars.Response(refreshCarsResult: refreshCarsResult)

        harness.presenter.presentRefreshCars(response: response)

        let viewModel = NounsModels.RefreshCars.ViewModel(
            refreshCarsResult: [CarViewModel.fixture()]
        )
        XCTAssertEqual(harness.display.displayRefreshCarsReceived, [viewModel])
    }

    @MainActor
    func testPresentRefreshCarsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentRefreshCars(error: NounsTestError.stubbed)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayRefreshCarsReceived.isEmpty)
    }

    @MainActor
    func testPresentCarsDisplaysTheViewModel() async {
        let harness = Harness()
        let carsResult: [Car] = [Car.fixture()]
        let response = NounsModels.Cars.Response(carsResult: carsResult)

        harness.presenter.presentCars(response: response)

        let viewModel = NounsModels.Cars.ViewModel(carsResult: [CarViewModel.fixture()])
        XCTAssertEqual(harness.display.displayCarsReceived, [viewModel])
    }

    @MainActor
    func testPresentFetchSellerDisplaysTheViewModel() async {
        let harness = Harness()
        let fetchSellerResult: String = "fetchSeller"
        let response = NounsModels.FetchSeller.Response(fetchSellerResult: fetchSellerResult)

        harness.presenter.presentFetchSeller(response: response)

        let viewModel = NounsModels.FetchSeller.ViewModel(fetchSellerResult: fetchSellerResult)
        XCTAssertEqual(harness.display.displayFetchSellerReceived, [viewModel])
    }

    @MainActor
    func testPresentFetchSellerErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentFetchSeller(error: NounsTestError.stubbed)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFetchSellerReceived.isEmpty)
    }

    @MainActor
    func testPresentLoadSellerDisplaysTheViewModel() async {
        let harness = Harness()
        let seller: String = "loadSeller"
        let response = NounsModels.LoadSeller.Response(seller: seller)

        harness.presenter.presentLoadSeller(response: response)

        let viewModel = NounsModels.LoadSeller.ViewModel(seller: seller)
        XCTAssertEqual(harness.display.displayLoadSellerReceived, [viewModel])
    }

    @MainActor
    func testPresentLoadSellerErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentLoadSeller(error: NounsTestError.stubbed)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLoadSellerReceived.isEmpty)
    }

    @MainActor
    func testPresentNewestDisplaysTheViewModel() async {
        let harness = Harness()
        let newestCar: Car? = Car.fixture()
        let response = NounsModels.Newest.Response(newestCar: newestCar)

        harness.presenter.presentNewest(response: response)

        let viewModel = NounsModels.Newest.ViewModel(newestCar: CarViewModel.fixture())
        XCTAssertEqual(harness.display.displayNewestReceived, [viewModel])
    }

    @MainActor
    func testPresentNewestErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentNewest(error: NounsTestError.stubbed)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayNewestReceived.isEmpty)
    }

    @MainActor
    func testPresentLatestDisplaysTheViewModel() async {
        let harness = Harness()
        let latestResult: Car? = Car.fixture()
        let response = NounsModels.Latest.Response(latestResult: latestResult)

        harness.presenter.presentLatest(response: response)

        let viewModel = NounsModels.Latest.ViewModel(latestResult: CarViewModel.fixture())
        XCTAssertEqual(harness.display.displayLatestReceived, [viewModel])
    }

    @MainActor
    func testPresentLatestErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentLatest(error: NounsTestError.stubbed)

        let message = NounsTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayLatestReceived.isEmpty)
    }
}

/// The presenter under test, wired to a display spy.
@MainActor
private struct Harness {
    let display = NounsDisplayLogicSpy()
    let presenter: NounsPresenter

    init() {
        presenter = NounsPresenter(display: display)
    }
}
