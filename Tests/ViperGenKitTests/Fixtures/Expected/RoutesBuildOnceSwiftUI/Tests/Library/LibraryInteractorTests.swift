import XCTest

@testable import RoutesBuildOnceSwiftUI

nonisolated final class LibraryInteractorTests: XCTestCase {
    private let service = LibraryServiceSpy()
    private lazy var interactor = LibraryInteractor(service: service)
}

nonisolated extension LibraryInteractorTests {
    // MARK: - Use cases

    func testLoadBooksReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Book] = [Book.fixture()]
        service.loadBooksResult = .success(stubbed)

        let books = try await interactor.loadBooks()

        XCTAssertEqual(books, stubbed)
        XCTAssertEqual(service.loadBooksCallCount, 1)
    }

    func testLoadBooksPassesOnServiceErrors() async {
        service.loadBooksResult = .failure(LibraryTestError.stubbed)

        do {
            _ = try await interactor.loadBooks()
            XCTFail("Expected loadBooks to throw")
        } catch {
            XCTAssertEqual(error as? LibraryTestError, .stubbed)
        }
    }
}
