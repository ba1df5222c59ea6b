import Testing

@testable import RoutesBuildOnceSwiftUI

nonisolated struct BookDetailInteractorTests {
    private let service = BookDetailServiceSpy()
    private let interactor: BookDetailInteractor

    init() {
        interactor = BookDetailInteractor(service: service)
    }
}

nonisolated extension BookDetailInteractorTests {
    // MARK: - Use cases

    @Test func reloadReturnsWhatTheServiceReturns() async throws {
        let id: String = "id"
        let stubbed: Book = Book.fixture()
        service.reloadResult = .success(stubbed)

        let reloadResult = try await interactor.reload(id: id)

        #expect(reloadResult == stubbed)
        #expect(service.reloadCallCount == 1)
        #expect(service.reloadReceived == [id])
    }

    @Test func reloadPassesOnServiceErrors() async {
        service.reloadResult = .failure(BookDetailTestError.stubbed)

        await #expect(throws: BookDetailTestError.stubbed) {
            try await interactor.reload(id: "id")
        }
    }
}
