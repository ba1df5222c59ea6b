/// The Garage business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
final class GarageInteractor {
    private let service: any GarageServiceProtocol

    init(service: any GarageServiceProtocol) {
        self.service = service
    }
}

extension GarageInteractor: GarageInteractorProtocol {
    func fetchParkedCars(in garage: String) async throws -> [Car] {
        try await service.fetchParkedCars(in: garage)
    }

    func park(_ car: Car) async throws {
        try await service.park(car)
    }
}
