import Foundation
import XCTest

@testable import SharedGarage

nonisolated final class GarageInteractorTests: XCTestCase {
    private let service = GarageServiceSpy()
    private lazy var interactor = GarageInteractor(service: service)
}

nonisolated extension GarageInteractorTests {
    // MARK: - Use cases

    func testLoadCarsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        service.loadCarsResult = .success(stubbed)

        let cars = try await interactor.loadCars()

        XCTAssertEqual(cars, stubbed)
        XCTAssertEqual(service.loadCarsCallCount, 1)
    }

    func testLoadCarsPassesOnServiceErrors() async {
        service.loadCarsResult = .failure(GarageTestError.stubbed)

        do {
            _ = try await interactor.loadCars()
            XCTFail("Expected loadCars to throw")
        } catch {
            XCTAssertEqual(error as? GarageTestError, .stubbed)
        }
    }

    func testRemoveCarCallsTheService() async throws {
        let car: Car = Car.fixture()

        try await interactor.removeCar(car)

        XCTAssertEqual(service.removeCarCallCount, 1)
        XCTAssertEqual(service.removeCarReceived, [car])
    }

    func testRemoveCarPassesOnServiceErrors() async {
        service.removeCarError = GarageTestError.stubbed

        do {
            try await interactor.removeCar(Car.fixture())
            XCTFail("Expected removeCar to throw")
        } catch {
            XCTAssertEqual(error as? GarageTestError, .stubbed)
        }
    }
}
