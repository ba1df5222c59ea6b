import XCTest

@testable import ViperRoutes

nonisolated final class ServiceHistoryInteractorTests: XCTestCase {
    private let service = ServiceHistoryServiceSpy()
    private lazy var interactor = ServiceHistoryInteractor(service: service)
}

nonisolated extension ServiceHistoryInteractorTests {
    // MARK: - Use cases

    func testLoadVisitsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [ServiceVisit] = [ServiceVisit.fixture()]
        service.loadVisitsResult = .success(stubbed)

        let visits = try await interactor.loadVisits()

        XCTAssertEqual(visits, stubbed)
        XCTAssertEqual(service.loadVisitsCallCount, 1)
    }

    func testLoadVisitsPassesOnServiceErrors() async {
        service.loadVisitsResult = .failure(ServiceHistoryTestError.stubbed)

        do {
            _ = try await interactor.loadVisits()
            XCTFail("Expected loadVisits to throw")
        } catch {
            XCTAssertEqual(error as? ServiceHistoryTestError, .stubbed)
        }
    }
}
