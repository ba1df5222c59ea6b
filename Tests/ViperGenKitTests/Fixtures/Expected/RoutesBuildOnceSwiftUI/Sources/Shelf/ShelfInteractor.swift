/// The Shelf business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class ShelfInteractor {
    private let service: any ShelfServiceProtocol

    init(service: any ShelfServiceProtocol) {
        self.service = service
    }
}

nonisolated extension ShelfInteractor: ShelfInteractorProtocol {
    func loadRows() async throws -> [ShelfRow] {
        try await service.loadRows()
    }
}
