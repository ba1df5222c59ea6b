/// The Cars business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class CarsInteractor {
    private let service: any CarsServiceProtocol

    init(service: any CarsServiceProtocol) {
        self.service = service
    }
}

nonisolated extension CarsInteractor: CarsInteractorProtocol {
    func getCars() async throws -> [Car] {
        try await service.getCars()
    }
}
