/// The Nouns business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class NounsInteractor {
    private let service: any NounsServiceProtocol

    init(service: any NounsServiceProtocol) {
        self.service = service
    }
}

nonisolated extension NounsInteractor: NounsInteractorProtocol {
    func fetchCars() async throws -> [Car] {
        try await service.fetchCars()
    }

    func refreshCars() async throws -> [Car] {
        try await service.refreshCars()
    }

    func cars() -> [Car] {
        service.cars()
    }

    func fetchSeller() async throws -> String {
        try await service.fetchSeller()
    }

    func loadSeller() async throws -> String {
        try await service.loadSeller()
    }

    func newest() async throws -> Car? {
        try await service.newest()
    }

    func latest() async throws -> Car? {
        try await service.latest()
    }
}
