/// The CarDetail business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class CarDetailInteractor {
    private let service: any CarDetailServiceProtocol

    init(service: any CarDetailServiceProtocol) {
        self.service = service
    }
}

nonisolated extension CarDetailInteractor: CarDetailInteractorProtocol {
    func reload(id: String) async throws -> Car {
        try await service.reload(id: id)
    }
}
