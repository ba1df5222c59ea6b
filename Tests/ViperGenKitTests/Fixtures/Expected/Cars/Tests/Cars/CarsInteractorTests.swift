import Testing

@testable import Cars

nonisolated struct CarsInteractorTests {
    private let service = CarsServiceSpy()
    private let interactor: CarsInteractor

    init() {
        interactor = CarsInteractor(service: service)
    }
}

nonisolated extension CarsInteractorTests {
    // MARK: - Use cases

    @Test func getCarsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        service.getCarsResult = .success(stubbed)

        let cars = try await interactor.getCars()

        #expect(cars == stubbed)
        #expect(service.getCarsCallCount == 1)
    }

    @Test func getCarsPassesOnServiceErrors() async {
        service.getCarsResult = .failure(CarsTestError.stubbed)

        await #expect(throws: CarsTestError.stubbed) {
            try await interactor.getCars()
        }
    }
}
