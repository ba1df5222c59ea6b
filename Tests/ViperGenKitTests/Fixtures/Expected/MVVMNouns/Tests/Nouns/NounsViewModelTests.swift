import Foundation
import XCTest

@testable import MVVMNouns

#if canImport(SwiftUI)
    import SwiftUI
#endif

nonisolated final class NounsViewModelTests: XCTestCase {
    @MainActor
    func testOnAppearLoadsTheScreen() async {
        let harness = Harness()
        harness.service.fetchCarsResult = .success([Car.fixture()])
        harness.service.refreshCarsResult = .success([Car.fixture()])
        harness.service.carsReturnValue = [Car.fixture()]
        harness.service.fetchSellerResult = .success("fetchSeller")
        harness.service.loadSellerResult = .success("loadSeller")
        harness.service.newestResult = .success(Car.fixture())
        harness.service.latestResult = .success(Car.fixture())

        await harness.viewModel.onAppear()

        XCTAssertEqual(harness.service.fetchCarsCallCount, 1)
        XCTAssertEqual(harness.service.refreshCarsCallCount, 1)
        XCTAssertEqual(harness.service.carsCallCount, 1)
        XCTAssertEqual(harness.service.fetchSellerCallCount, 1)
        XCTAssertEqual(harness.service.loadSellerCallCount, 1)
        XCTAssertEqual(harness.service.newestCallCount, 1)
        XCTAssertEqual(harness.service.latestCallCount, 1)
    }
}

extension NounsViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testFetchCarsPublishesTheResult() async {
        let harness = Harness()
        harness.service.fetchCarsResult = .success([Car.fixture()])

        await harness.viewModel.fetchCars()

        XCTAssertEqual(harness.service.fetchCarsCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.fetchCarsResult, [CarItemViewModel.fixture()])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFetchCarsPublishesAnError() async {
        let harness = Harness()
        let error = NounsTestError.stubbed
        harness.service.fetchCarsResult = .failure(error)

        await harness.viewModel.fetchCars()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.fetchCarsResult, NounsState().fetchCarsResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFetchCarsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.fetchCarsResult = .failure(CancellationError())

        await harness.viewModel.fetchCars()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFetchCarsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.fetchCarsResult = .success([Car.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.fetchCars()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRefreshCarsPublishesTheResult() async {
        let harness = Harness()
        harness.service.refreshCarsResult = .success([Car.fixture()])

        await harness.viewModel.refreshCars()

        XCTAssertEqual(harness.service.refreshCarsCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.refreshCarsResult, [CarItemViewModel.fixture()])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRefreshCarsPublishesAnError() async {
        let harness = Harness()
        let error = NounsTestError.stubbed
        harness.service.refreshCarsResult = .failure(error)

        await harness.viewModel.refreshCars()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.refreshCarsResult, NounsState().refreshCarsResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRefreshCarsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.refreshCarsResult = .failure(CancellationError())

        await harness.viewModel.refreshCars()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRefreshCarsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.refreshCarsResult = .success([Car.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.refreshCars()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testCarsPublishesTheResult() async {
        let harness = Harness()
        harness.service.carsReturnValue = [Car.fixture()]

        harness.viewModel.cars()

        XCTAssertEqual(harness.service.carsCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.carsResult, [CarItemViewModel.fixture()])
    }

    @MainActor
    func testFetchSellerPublishesTheResult() async {
        let harness = Harness()
        harness.service.fetchSellerResult = .success("fetchSeller")

        await harness.viewModel.fetchSeller()

        XCTAssertEqual(harness.service.fetchSellerCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.fetchSellerResult, "fetchSeller")
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFetchSellerPublishesAnError() async {
        let harness = Harness()
        let error = NounsTestError.stubbed
        harness.service.fetchSellerResult = .failure(error)

        await harness.viewModel.fetchSeller()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.fetchSellerResult, NounsState().fetchSellerResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFetchSellerEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.fetchSellerResult = .failure(CancellationError())

        await harness.viewModel.fetchSeller()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testFetchSellerShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.fetchSellerResult = .success("fetchSeller")
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.fetchSeller()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSellerPublishesTheResult() async {
        let harness = Harness()
        harness.service.loadSellerResult = .success("loadSeller")

        await harness.viewModel.loadSeller()

        XCTAssertEqual(harness.service.loadSellerCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.seller, "loadSeller")
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSellerPublishesAnError() async {
        let harness = Harness()
        let error = NounsTestError.stubbed
        harness.service.loadSellerResult = .failure(error)

        await harness.viewModel.loadSeller()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.seller, NounsState().seller)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSellerEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadSellerResult = .failure(CancellationError())

        await harness.viewModel.loadSeller()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadSellerShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadSellerResult = .success("loadSeller")
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadSeller()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testNewestPublishesTheResult() async {
        let harness = Harness()
        harness.service.newestResult = .success(Car.fixture())

        await harness.viewModel.newest()

        XCTAssertEqual(harness.service.newestCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.newestCar, CarItemViewModel.fixture())
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testNewestPublishesAnError() async {
        let harness = Harness()
        let error = NounsTestError.stubbed
        harness.service.newestResult = .failure(error)

        await harness.viewModel.newest()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.newestCar, NounsState().newestCar)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testNewestEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.newestResult = .failure(CancellationError())

        await harness.viewModel.newest()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testNewestShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.newestResult = .success(Car.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.newest()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLatestPublishesTheResult() async {
        let harness = Harness()
        harness.service.latestResult = .success(Car.fixture())

        await harness.viewModel.latest()

        XCTAssertEqual(harness.service.latestCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.latestResult, CarItemViewModel.fixture())
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLatestPublishesAnError() async {
        let harness = Harness()
        let error = NounsTestError.stubbed
        harness.service.latestResult = .failure(error)

        await harness.viewModel.latest()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.latestResult, NounsState().latestResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLatestEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.latestResult = .failure(CancellationError())

        await harness.viewModel.latest()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLatestShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.latestResult = .success(Car.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.latest()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.fetchCarsResult = .failure(NounsTestError.stubbed)
        await harness.viewModel.fetchCars()

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.fetchCarsResult = .success([Car.fixture()])
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.fetchCars()
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.fetchCars()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    #if canImport(SwiftUI)
        @MainActor
        func testItsScreenBuildsAsContentAndAsRoot() async {
            let content = NounsScreen(service: NounsServiceSpy())
            let root = NounsScreen.root(service: NounsServiceSpy())

            _ = content
            XCTAssertTrue(root is NavigationStack<NavigationPath, NounsScreen>)
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = NounsServiceSpy()
    let viewModel: NounsViewModel

    init() {
        viewModel = NounsViewModel(service: service)
    }
}
