/// The Garage business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct GarageUseCase {
    private let repository: any GarageRepositoryType

    init(repository: any GarageRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension GarageUseCase: GarageUseCaseType {
    func cars() async throws -> [Car] {
        try await repository.cars()
    }
}
