/// The CarDetail business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct CarDetailUseCase {
    private let repository: any CarDetailRepositoryType

    init(repository: any CarDetailRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension CarDetailUseCase: CarDetailUseCaseType {
    func refresh(_ car: Car) async throws -> Car {
        try await repository.refresh(car)
    }
}
