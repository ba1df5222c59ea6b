import Foundation
import Testing

@testable import MVCNouns

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct NounsStoreTests {
    private let service = NounsServiceSpy()
    private let store: NounsStore

    init() {
        store = NounsStore(service: service)
    }
}

extension NounsStoreTests {
    // MARK: - Use cases

    @Test func fetchCarsKeepsTheResult() async {
        let fetchCarsResult: [Car] = [Car.fixture()]
        service.fetchCarsResult = .success(fetchCarsResult)

        await store.fetchCars()

        #expect(store.fetchCarsResult == fetchCarsResult)
        #expect(service.fetchCarsCallCount == 1)
    }

    @Test func fetchCarsShowsServiceErrors() async {
        let failure = NounsTestError.stubbed
        service.fetchCarsResult = .failure(failure)

        await store.fetchCars()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.fetchCarsResult == [])
    }

    @Test func fetchCarsEndsSilentlyWhenCancelled() async {
        service.fetchCarsResult = .failure(CancellationError())

        await store.fetchCars()

        #expect(store.errorMessage == nil)
    }

    @Test func refreshCarsKeepsTheResult() async {
        let refreshCarsResult: [Car] = [Car.fixture()]
        service.refreshCarsResult = .success(refreshCarsResult)

        await store.refreshCars()

        #expect(store.refreshCarsResult == refreshCarsResult)
        #expect(service.refreshCarsCallCount == 1)
    }

    @Test func refreshCarsShowsServiceErrors() async {
        let failure = NounsTestError.stubbed
        service.refreshCarsResult = .failure(failure)

        await store.refreshCars()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.refreshCarsResult == [])
    }

    @Test func refreshCarsEndsSilentlyWhenCancelled() async {
        service.refreshCarsResult = .failure(CancellationError())

        await store.refreshCars()

        #expect(store.errorMessage == nil)
    }

    @Test func carsKeepsTheResult() {
        let carsResult: [Car] = [Car.fixture()]
        service.carsReturnValue = carsResult

        store.cars()

        #expect(store.carsResult == carsResult)
        #expect(service.carsCallCount == 1)
    }

    @Test func fetchSellerKeepsTheResult() async {
        let fetchSellerResult: String = "fetchSeller"
        service.fetchSellerResult = .success(fetchSellerResult)

        await store.fetchSeller()

        #expect(store.fetchSellerResult == fetchSellerResult)
        #expect(service.fetchSellerCallCount == 1)
    }

    @Test func fetchSellerShowsServiceErrors() async {
        let failure = NounsTestError.stubbed
        service.fetchSellerResult = .failure(failure)

        await store.fetchSeller()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.fetchSellerResult == "")
    }

    @Test func fetchSellerEndsSilentlyWhenCancelled() async {
        service.fetchSellerResult = .failure(CancellationError())

        await store.fetchSeller()

        #expect(store.errorMessage == nil)
    }

    @Test func loadSellerKeepsTheResult() async {
        let seller: String = "loadSeller"
        service.loadSellerResult = .success(seller)

        await store.loadSeller()

        #expect(store.seller == seller)
        #expect(service.loadSellerCallCount == 1)
    }

    @Test func loadSellerShowsServiceErrors() async {
        let failure = NounsTestError.stubbed
        service.loadSellerResult = .failure(failure)

        await store.loadSeller()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.seller == "")
    }

    @Test func loadSellerEndsSilentlyWhenCancelled() async {
        service.loadSellerResult = .failure(CancellationError())

        await store.loadSeller()

        #expect(store.errorMessage == nil)
    }

    @Test func newestKeepsTheResult() async {
        let newestCar: Car? = Car.fixture()
        service.newestResult = .success(newestCar)

        await store.newest()

        #expect(store.newestCar == newestCar)
        #expect(service.newestCallCount == 1)
    }

    @Test func newestShowsServiceErrors() async {
        let failure = NounsTestError.stubbed
        service.newestResult = .failure(failure)

        await store.newest()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.newestCar == nil)
    }

    @Test func newestEndsSilentlyWhenCancelled() async {
        service.newestResult = .failure(CancellationError())

        await store.newest()

        #expect(store.errorMessage == nil)
    }

    @Test func latestKeepsTheResult() async {
        let latestResult: Car? = Car.fixture()
        service.latestResult = .success(latestResult)

        await store.latest()

        #expect(store.latestResult == latestResult)
        #expect(service.latestCallCount == 1)
    }

    @Test func latestShowsServiceErrors() async {
        let failure = NounsTestError.stubbed
        service.latestResult = .failure(failure)

        await store.latest()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.latestResult == nil)
    }

    @Test func latestEndsSilentlyWhenCancelled() async {
        service.latestResult = .failure(CancellationError())

        await store.latest()

        #expect(store.errorMessage == nil)
    }
}
#if canImport(UIKit)
    /// The screen's first load does not outlive it: the load task holds the controller weakly,
    /// so once released the controller goes, and its `deinit` cancels the task.
    @MainActor
    struct NounsViewControllerTests {
        @Test func theLoadDoesNotKeepTheScreen() {
            let service = NounsServiceSpy()
            service.fetchCarsResult = .success([Car.fixture()])
            service.refreshCarsResult = .success([Car.fixture()])
            service.carsReturnValue = [Car.fixture()]
            service.fetchSellerResult = .success("fetchSeller")
            service.loadSellerResult = .success("loadSeller")
            service.newestResult = .success(Car.fixture())
            service.latestResult = .success(Car.fixture())
            var controller: NounsViewController? = NounsViewController(
                store: NounsStore(service: service)
            )
            controller?.loadViewIfNeeded()

            let isHeldOnlyHere = isKnownUniquelyReferenced(&controller)
            controller = nil

            #expect(isHeldOnlyHere)
        }
    }
#endif
