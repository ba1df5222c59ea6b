import XCTest

@testable import MVVMCCarDetail

nonisolated final class CarDetailUseCaseTests: XCTestCase {
    private let repository = CarDetailRepositorySpy()
    private lazy var useCase = CarDetailUseCase(repository: repository)
}

nonisolated extension CarDetailUseCaseTests {
    // MARK: - Use cases

    func testRelatedCarsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        repository.relatedCarsResult = .success(stubbed)

        let relatedCarsResult = try await useCase.relatedCars()

        XCTAssertEqual(relatedCarsResult, stubbed)
        XCTAssertEqual(repository.relatedCarsCallCount, 1)
    }

    func testRelatedCarsPassesOnRepositoryErrors() async {
        repository.relatedCarsResult = .failure(CarDetailTestError.stubbed)

        do {
            _ = try await useCase.relatedCars()
            XCTFail("Expected relatedCars to throw")
        } catch {
            XCTAssertEqual(error as? CarDetailTestError, .stubbed)
        }
    }
}
