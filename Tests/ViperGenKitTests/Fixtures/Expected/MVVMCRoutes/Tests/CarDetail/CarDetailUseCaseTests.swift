import XCTest

@testable import MVVMCRoutes

nonisolated final class CarDetailUseCaseTests: XCTestCase {
    private let repository = CarDetailRepositorySpy()
    private lazy var useCase = CarDetailUseCase(repository: repository)
}

nonisolated extension CarDetailUseCaseTests {
    // MARK: - Use cases

    func testRefreshReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Car = Car.fixture()
        repository.refreshResult = .success(stubbed)

        let refreshResult = try await useCase.refresh(Car.fixture())

        XCTAssertEqual(refreshResult, stubbed)
        XCTAssertEqual(repository.refreshCallCount, 1)
        XCTAssertEqual(repository.refreshReceived, [Car.fixture()])
    }

    func testRefreshPassesOnRepositoryErrors() async {
        repository.refreshResult = .failure(CarDetailTestError.stubbed)

        do {
            _ = try await useCase.refresh(Car.fixture())
            XCTFail("Expected refresh to throw")
        } catch {
            XCTAssertEqual(error as? CarDetailTestError, .stubbed)
        }
    }
}
