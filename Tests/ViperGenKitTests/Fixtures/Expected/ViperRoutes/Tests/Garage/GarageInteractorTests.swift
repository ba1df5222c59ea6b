import Testing

@testable import ViperRoutes

nonisolated struct GarageInteractorTests {
    private let service = GarageServiceSpy()
    private let interactor: GarageInteractor

    init() {
        interactor = GarageInteractor(service: service)
    }
}

nonisolated extension GarageInteractorTests {
    // MARK: - Use cases

    @Test func loadCarsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        service.loadCarsResult = .success(stubbed)

        let cars = try await interactor.loadCars()

        #expect(cars == stubbed)
        #expect(service.loadCarsCallCount == 1)
    }

    @Test func loadCarsPassesOnServiceErrors() async {
        service.loadCarsResult = .failure(GarageTestError.stubbed)

        await #expect(throws: GarageTestError.stubbed) {
            try await interactor.loadCars()
        }
    }
}
