import Testing

@testable import ViperNouns

nonisolated struct NounsInteractorTests {
    private let service = NounsServiceSpy()
    private let interactor: NounsInteractor

    init() {
        interactor = NounsInteractor(service: service)
    }
}

nonisolated extension NounsInteractorTests {
    // MARK: - Use cases

    @Test func fetchCarsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        service.fetchCarsResult = .success(stubbed)

        let fetchCarsResult = try await interactor.fetchCars()

        #expect(fetchCarsResult == stubbed)
        #expect(service.fetchCarsCallCount == 1)
    }

    @Test func fetchCarsPassesOnServiceErrors() async {
        service.fetchCarsResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await interactor.fetchCars()
        }
    }

    @Test func refreshCarsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        service.refreshCarsResult = .success(stubbed)

        let refreshCarsResult = try await interactor.refreshCars()

        #expect(refreshCarsResult == stubbed)
        #expect(service.refreshCarsCallCount == 1)
    }

    @Test func refreshCarsPassesOnServiceErrors() async {
        service.refreshCarsResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await interactor.refreshCars()
        }
    }

    @Test func carsReturnsWhatTheServiceReturns() {
        let stubbed: [Car] = [Car.fixture()]
        service.carsReturnValue = stubbed

        let carsResult = interactor.cars()

        #expect(carsResult == stubbed)
        #expect(service.carsCallCount == 1)
    }

    @Test func fetchSellerReturnsWhatTheServiceReturns() async throws {
        let stubbed: String = "fetchSeller"
        service.fetchSellerResult = .success(stubbed)

        let fetchSellerResult = try await interactor.fetchSeller()

        #expect(fetchSellerResult == stubbed)
        #expect(service.fetchSellerCallCount == 1)
    }

    @Test func fetchSellerPassesOnServiceErrors() async {
        service.fetchSellerResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await interactor.fetchSeller()
        }
    }

    @Test func loadSellerReturnsWhatTheServiceReturns() async throws {
        let stubbed: String = "loadSeller"
        service.loadSellerResult = .success(stubbed)

        let seller = try await interactor.loadSeller()

        #expect(seller == stubbed)
        #expect(service.loadSellerCallCount == 1)
    }

    @Test func loadSellerPassesOnServiceErrors() async {
        service.loadSellerResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await interactor.loadSeller()
        }
    }

    @Test func newestReturnsWhatTheServiceReturns() async throws {
        let stubbed: Car? = Car.fixture()
        service.newestResult = .success(stubbed)

        let newestCar = try await interactor.newest()

        #expect(newestCar == stubbed)
        #expect(service.newestCallCount == 1)
    }

    @Test func newestPassesOnServiceErrors() async {
        service.newestResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await interactor.newest()
        }
    }

    @Test func latestReturnsWhatTheServiceReturns() async throws {
        let stubbed: Car? = Car.fixture()
        service.latestResult = .success(stubbed)

        let latestResult = try await interactor.latest()

        #expect(latestResult == stubbed)
        #expect(service.latestCallCount == 1)
    }

    @Test func latestPassesOnServiceErrors() async {
        service.latestResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await interactor.latest()
        }
    }
}
