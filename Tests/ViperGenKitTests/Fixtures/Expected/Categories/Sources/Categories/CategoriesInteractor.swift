/// The Categories business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class CategoriesInteractor {
    private let service: any CategoriesServiceProtocol

    init(service: any CategoriesServiceProtocol) {
        self.service = service
    }
}

nonisolated extension CategoriesInteractor: CategoriesInteractorProtocol {
    func fetchCategories() async throws -> [Category] {
        try await service.fetchCategories()
    }
}
