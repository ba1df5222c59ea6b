import Testing

@testable import App

struct CarsInteractorTests {
    private let service = CarsServiceSpy()
    private let interactor: CarsInteractor

    init() {
        interactor = CarsInteractor(service: service)
    }
}

extension CarsInteractorTests {
    // MARK: - Use cases

    @Test func fetchCarsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        service.fetchCarsResult = .success(stubbed)

        let cars = try await interactor.fetchCars()

        #expect(cars == stubbed)
        #expect(service.fetchCarsCallCount == 1)
    }

    @Test func fetchCarsPassesOnServiceErrors() async {
        service.fetchCarsResult = .failure(CarsTestError.stubbed)

        await #expect(throws: CarsTestError.stubbed) {
            try await interactor.fetchCars()
        }
    }
}
