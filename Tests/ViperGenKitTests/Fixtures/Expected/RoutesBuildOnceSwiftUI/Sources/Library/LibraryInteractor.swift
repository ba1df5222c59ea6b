/// The Library business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class LibraryInteractor {
    private let service: any LibraryServiceProtocol

    init(service: any LibraryServiceProtocol) {
        self.service = service
    }
}

nonisolated extension LibraryInteractor: LibraryInteractorProtocol {
    func loadBooks() async throws -> [Book] {
        try await service.loadBooks()
    }
}
