import Testing

@testable import MVVMCRoutes

nonisolated struct GarageUseCaseTests {
    private let repository = GarageRepositorySpy()
    private let useCase: GarageUseCase

    init() {
        useCase = GarageUseCase(repository: repository)
    }
}

nonisolated extension GarageUseCaseTests {
    // MARK: - Use cases

    @Test func carsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Car] = [Car.fixture()]
        repository.carsResult = .success(stubbed)

        let carsResult = try await useCase.cars()

        #expect(carsResult == stubbed)
        #expect(repository.carsCallCount == 1)
    }

    @Test func carsPassesOnRepositoryErrors() async {
        repository.carsResult = .failure(GarageTestError.stubbed)

        await #expect(throws: GarageTestError.stubbed) {
            try await useCase.cars()
        }
    }
}
