import XCTest

@testable import ViperRoutesSwiftUI

nonisolated final class CarDetailInteractorTests: XCTestCase {
    private let service = CarDetailServiceSpy()
    private lazy var interactor = CarDetailInteractor(service: service)
}

nonisolated extension CarDetailInteractorTests {
    // MARK: - Use cases

    func testReloadReturnsWhatTheServiceReturns() async throws {
        let id: String = "id"
        let stubbed: Car = Car.fixture()
        service.reloadResult = .success(stubbed)

        let reloadResult = try await interactor.reload(id: id)

        XCTAssertEqual(reloadResult, stubbed)
        XCTAssertEqual(service.reloadCallCount, 1)
        XCTAssertEqual(service.reloadReceived, [id])
    }

    func testReloadPassesOnServiceErrors() async {
        service.reloadResult = .failure(CarDetailTestError.stubbed)

        do {
            _ = try await interactor.reload(id: "id")
            XCTFail("Expected reload to throw")
        } catch {
            XCTAssertEqual(error as? CarDetailTestError, .stubbed)
        }
    }
}
