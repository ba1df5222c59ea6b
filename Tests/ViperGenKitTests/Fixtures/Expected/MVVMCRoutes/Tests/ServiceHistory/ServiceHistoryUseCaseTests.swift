import Testing

@testable import MVVMCRoutes

nonisolated struct ServiceHistoryUseCaseTests {
    private let repository = ServiceHistoryRepositorySpy()
    private let useCase: ServiceHistoryUseCase

    init() {
        useCase = ServiceHistoryUseCase(repository: repository)
    }
}

nonisolated extension ServiceHistoryUseCaseTests {
    // MARK: - Use cases

    @Test func servicesReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Service] = [Service.fixture()]
        repository.servicesResult = .success(stubbed)

        let servicesResult = try await useCase.services()

        #expect(servicesResult == stubbed)
        #expect(repository.servicesCallCount == 1)
    }

    @Test func servicesPassesOnRepositoryErrors() async {
        repository.servicesResult = .failure(ServiceHistoryTestError.stubbed)

        await #expect(throws: ServiceHistoryTestError.stubbed) {
            try await useCase.services()
        }
    }
}
