import Testing

@testable import MVVMCNouns

nonisolated struct NounsUseCaseTests {
    private let repository = NounsRepositorySpy()
    private let useCase: NounsUseCase

    init() {
        useCase = NounsUseCase(repository: repository)
    }
}

nonisolated extension NounsUseCaseTests {
    // MARK: - Use cases

    @Test func fetchCarsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        repository.fetchCarsResult = .success(stubbed)

        let fetchCarsResult = try await useCase.fetchCars()

        #expect(fetchCarsResult == stubbed)
        #expect(repository.fetchCarsCallCount == 1)
    }

    @Test func fetchCarsPassesOnRepositoryErrors() async {
        repository.fetchCarsResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await useCase.fetchCars()
        }
    }

    @Test func refreshCarsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        repository.refreshCarsResult = .success(stubbed)

        let refreshCarsResult = try await useCase.refreshCars()

        #expect(refreshCarsResult == stubbed)
        #expect(repository.refreshCarsCallCount == 1)
    }

    @Test func refreshCarsPassesOnRepositoryErrors() async {
        repository.refreshCarsResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await useCase.refreshCars()
        }
    }

    @Test func carsReturnsWhatTheRepositoryReturns() {
        let stubbed: [Car] = [Car.fixture()]
        repository.carsReturnValue = stubbed

        let carsResult = useCase.cars()

        #expect(carsResult == stubbed)
        #expect(repository.carsCallCount == 1)
    }

    @Test func fetchSellerReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: String = "fetchSeller"
        repository.fetchSellerResult = .success(stubbed)

        let fetchSellerResult = try await useCase.fetchSeller()

        #expect(fetchSellerResult == stubbed)
        #expect(repository.fetchSellerCallCount == 1)
    }

    @Test func fetchSellerPassesOnRepositoryErrors() async {
        repository.fetchSellerResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await useCase.fetchSeller()
        }
    }

    @Test func loadSellerReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: String = "loadSeller"
        repository.loadSellerResult = .success(stubbed)

        let seller = try await useCase.loadSeller()

        #expect(seller == stubbed)
        #expect(repository.loadSellerCallCount == 1)
    }

    @Test func loadSellerPassesOnRepositoryErrors() async {
        repository.loadSellerResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await useCase.loadSeller()
        }
    }

    @Test func newestReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Car? = Car.fixture()
        repository.newestResult = .success(stubbed)

        let newestCar = try await useCase.newest()

        #expect(newestCar == stubbed)
        #expect(repository.newestCallCount == 1)
    }

    @Test func newestPassesOnRepositoryErrors() async {
        repository.newestResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await useCase.newest()
        }
    }

    @Test func latestReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Car? = Car.fixture()
        repository.latestResult = .success(stubbed)

        let latestResult = try await useCase.latest()

        #expect(latestResult == stubbed)
        #expect(repository.latestCallCount == 1)
    }

    @Test func latestPassesOnRepositoryErrors() async {
        repository.latestResult = .failure(NounsTestError.stubbed)

        await #expect(throws: NounsTestError.stubbed) {
            try await useCase.latest()
        }
    }
}
