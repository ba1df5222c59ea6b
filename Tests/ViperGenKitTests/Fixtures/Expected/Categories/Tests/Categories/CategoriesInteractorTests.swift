import Testing

@testable import Categories

nonisolated struct CategoriesInteractorTests {
    private let service = CategoriesServiceSpy()
    private let interactor: CategoriesInteractor

    init() {
        interactor = CategoriesInteractor(service: service)
    }
}

nonisolated extension CategoriesInteractorTests {
    // MARK: - Use cases

    @Test func fetchCategoriesReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Category] = [Category.fixture()]
        service.fetchCategoriesResult = .success(stubbed)

        let categories = try await interactor.fetchCategories()

        #expect(categories == stubbed)
        #expect(service.fetchCategoriesCallCount == 1)
    }

    @Test func fetchCategoriesPassesOnServiceErrors() async {
        service.fetchCategoriesResult = .failure(CategoriesTestError.stubbed)

        await #expect(throws: CategoriesTestError.stubbed) {
            try await interactor.fetchCategories()
        }
    }
}
