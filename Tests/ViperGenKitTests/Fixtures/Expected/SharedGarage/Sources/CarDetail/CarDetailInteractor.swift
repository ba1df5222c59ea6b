import Foundation

/// The CarDetail business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class CarDetailInteractor {
    private let service: any CarDetailServiceProtocol

    init(service: any CarDetailServiceProtocol) {
        self.service = service
    }
}

nonisolated extension CarDetailInteractor: CarDetailInteractorProtocol {
    func loadCar() async throws -> Car {
        try await service.loadCar()
    }

    func markServiced(_ car: Car) async throws {
        try await service.markServiced(car)
    }
}
