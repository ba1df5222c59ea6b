/// The BookDetail business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class BookDetailInteractor {
    private let service: any BookDetailServiceProtocol

    init(service: any BookDetailServiceProtocol) {
        self.service = service
    }
}

nonisolated extension BookDetailInteractor: BookDetailInteractorProtocol {
    func reload(id: String) async throws -> Book {
        try await service.reload(id: id)
    }
}
