import Foundation
import Testing

@testable import SharedGarage

nonisolated struct CarDetailInteractorTests {
    private let service = CarDetailServiceSpy()
    private let interactor: CarDetailInteractor

    init() {
        interactor = CarDetailInteractor(service: service)
    }
}

nonisolated extension CarDetailInteractorTests {
    // MARK: - Use cases

    @Test func loadCarReturnsWhatTheServiceReturns() async throws {
        let stubbed: Car = Car.fixture()
        service.loadCarResult = .success(stubbed)

        let car = try await interactor.loadCar()

        #expect(car == stubbed)
        #expect(service.loadCarCallCount == 1)
    }

    @Test func loadCarPassesOnServiceErrors() async {
        service.loadCarResult = .failure(CarDetailTestError.stubbed)

        await #expect(throws: CarDetailTestError.stubbed) {
            try await interactor.loadCar()
        }
    }

    @Test func markServicedCallsTheService() async throws {
        let car: Car = Car.fixture()

        try await interactor.markServiced(car)

        #expect(service.markServicedCallCount == 1)
        #expect(service.markServicedReceived == [car])
    }

    @Test func markServicedPassesOnServiceErrors() async {
        service.markServicedError = CarDetailTestError.stubbed

        await #expect(throws: CarDetailTestError.stubbed) {
            try await interactor.markServiced(Car.fixture())
        }
    }
}
