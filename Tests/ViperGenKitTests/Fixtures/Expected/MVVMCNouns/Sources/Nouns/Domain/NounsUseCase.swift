/// The Nouns business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct NounsUseCase {
    private let repository: any NounsRepositoryType

    init(repository: any NounsRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension NounsUseCase: NounsUseCaseType {
    func fetchCars() async throws -> [Car] {
        try await repository.fetchCars()
    }

    func refreshCars() async throws -> [Car] {
        try await repository.refreshCars()
    }

    func cars() -> [Car] {
        repository.cars()
    }

    func fetchSeller() async throws -> String {
        try await repository.fetchSeller()
    }

    func loadSeller() async throws -> String {
        try await repository.loadSeller()
    }

    func newest() async throws -> Car? {
        try await repository.newest()
    }

    func latest() async throws -> Car? {
        try await repository.latest()
    }
}
