import Foundation
import XCTest

@testable import ViperSheet

nonisolated final class SheetInteractorTests: XCTestCase {
    private let service = SheetServiceSpy()
    private lazy var interactor = SheetInteractor(service: service)
}

nonisolated extension SheetInteractorTests {
    // MARK: - Use cases

    func testLoadDraftReturnsWhatTheServiceReturns() async throws {
        let stubbed: Draft = Draft.fixture()
        service.loadDraftResult = .success(stubbed)

        let draft = try await interactor.loadDraft()

        XCTAssertEqual(draft, stubbed)
        XCTAssertEqual(service.loadDraftCallCount, 1)
    }

    func testLoadDraftPassesOnServiceErrors() async {
        service.loadDraftResult = .failure(SheetTestError.stubbed)

        do {
            _ = try await interactor.loadDraft()
            XCTFail("Expected loadDraft to throw")
        } catch {
            XCTAssertEqual(error as? SheetTestError, .stubbed)
        }
    }

    func testSaveCallsTheService() async throws {
        let draft: Draft = Draft.fixture()

        try await interactor.save(draft)

        XCTAssertEqual(service.saveCallCount, 1)
        XCTAssertEqual(service.saveReceived, [draft])
    }

    func testSavePassesOnServiceErrors() async {
        service.saveError = SheetTestError.stubbed

        do {
            try await interactor.save(Draft.fixture())
            XCTFail("Expected save to throw")
        } catch {
            XCTAssertEqual(error as? SheetTestError, .stubbed)
        }
    }
}
