import Testing

@testable import App

struct GarageInteractorTests {
    private let service = GarageServiceSpy()
    private let interactor: GarageInteractor

    init() {
        interactor = GarageInteractor(service: service)
    }
}

extension GarageInteractorTests {
    // MARK: - Use cases

    @Test func fetchParkedCarsReturnsWhatTheServiceReturns() async throws {
        let garage: String = "garage"
        let stubbed: [Car] = [Car.fixture()]
        service.fetchParkedCarsResult = .success(stubbed)

        let parkedCars = try await interactor.fetchParkedCars(in: garage)

        #expect(parkedCars == stubbed)
        #expect(service.fetchParkedCarsCallCount == 1)
        #expect(service.fetchParkedCarsReceived == [garage])
    }

    @Test func fetchParkedCarsPassesOnServiceErrors() async {
        service.fetchParkedCarsResult = .failure(GarageTestError.stubbed)

        await #expect(throws: GarageTestError.stubbed) {
            try await interactor.fetchParkedCars(in: "garage")
        }
    }

    @Test func parkCallsTheService() async throws {
        let car: Car = Car.fixture()

        try await interactor.park(car)

        #expect(service.parkCallCount == 1)
        #expect(service.parkReceived == [car])
    }

    @Test func parkPassesOnServiceErrors() async {
        service.parkError = GarageTestError.stubbed

        await #expect(throws: GarageTestError.stubbed) {
            try await interactor.park(Car.fixture())
        }
    }
}
