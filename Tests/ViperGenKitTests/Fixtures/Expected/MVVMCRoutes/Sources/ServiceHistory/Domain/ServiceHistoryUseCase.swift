/// The ServiceHistory business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct ServiceHistoryUseCase {
    private let repository: any ServiceHistoryRepositoryType

    init(repository: any ServiceHistoryRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension ServiceHistoryUseCase: ServiceHistoryUseCaseType {
    func services() async throws -> [Service] {
        try await repository.services()
    }
}
