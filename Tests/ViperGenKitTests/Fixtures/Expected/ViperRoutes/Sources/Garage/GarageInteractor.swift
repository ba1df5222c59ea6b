/// The Garage business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class GarageInteractor {
    private let service: any GarageServiceProtocol

    init(service: any GarageServiceProtocol) {
        self.service = service
    }
}

nonisolated extension GarageInteractor: GarageInteractorProtocol {
    func loadCars() async throws -> [Car] {
        try await service.loadCars()
    }
}
