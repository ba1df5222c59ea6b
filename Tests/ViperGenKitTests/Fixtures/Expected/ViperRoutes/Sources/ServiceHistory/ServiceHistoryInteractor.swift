/// The ServiceHistory business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class ServiceHistoryInteractor {
    private let service: any ServiceHistoryServiceProtocol

    init(service: any ServiceHistoryServiceProtocol) {
        self.service = service
    }
}

nonisolated extension ServiceHistoryInteractor: ServiceHistoryInteractorProtocol {
    func loadVisits() async throws -> [ServiceVisit] {
        try await service.loadVisits()
    }
}
