import Foundation
import XCTest

@testable import MVVMCCorners

nonisolated final class CornersUseCaseTests: XCTestCase {
    private let repository = CornersRepositorySpy()
    private lazy var useCase = CornersUseCase(repository: repository)
}

nonisolated extension CornersUseCaseTests {
    // MARK: - Use cases

    func testLoadGadgetsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Gadget] = []
        repository.loadGadgetsResult = .success(stubbed)

        let gadgets = try await useCase.loadGadgets()

        _ = gadgets
        XCTAssertEqual(repository.loadGadgetsCallCount, 1)
    }

    func testLoadGadgetsPassesOnRepositoryErrors() async {
        repository.loadGadgetsResult = .failure(CornersTestError.stubbed)

        do {
            _ = try await useCase.loadGadgets()
            XCTFail("Expected loadGadgets to throw")
        } catch {
            XCTAssertEqual(error as? CornersTestError, .stubbed)
        }
    }

    func testGadgetPassesOnRepositoryErrors() async {
        repository.gadgetResult = .failure(CornersTestError.stubbed)

        do {
            _ = try await useCase.gadget(with: "id")
            XCTFail("Expected gadget to throw")
        } catch {
            XCTAssertEqual(error as? CornersTestError, .stubbed)
        }
    }

    func testLatestGadgetReturnsWhatTheRepositoryReturns() {
        let stubbed: Gadget? = nil
        repository.latestGadgetReturnValue = stubbed

        let latestGadgetResult = useCase.latestGadget()

        _ = latestGadgetResult
        XCTAssertEqual(repository.latestGadgetCallCount, 1)
    }

    func testSearchReturnsWhatTheRepositoryReturns() async {
        let stubbed: [String] = ["search"]
        repository.searchReturnValue = stubbed

        let searchResult = await useCase.search(let: "key", in: "region")

        XCTAssertEqual(searchResult, stubbed)
        XCTAssertEqual(repository.searchCallCount, 1)
        XCTAssertEqual(repository.searchReceived.first?.key, "key")
        XCTAssertEqual(repository.searchReceived.first?.region, "region")
    }

    func testCanImportReturnsWhatTheRepositoryReturns() {
        let stubbed: Bool = true
        repository.canImportReturnValue = stubbed

        let canImportResult = useCase.canImport()

        XCTAssertEqual(canImportResult, stubbed)
        XCTAssertEqual(repository.canImportCallCount, 1)
    }

    func testAllErrorsReturnsWhatTheRepositoryReturns() {
        let stubbed: [String] = ["allErrors"]
        repository.allErrorsReturnValue = stubbed

        let allErrorsResult = useCase.allErrors()

        XCTAssertEqual(allErrorsResult, stubbed)
        XCTAssertEqual(repository.allErrorsCallCount, 1)
    }

    func testNextOutputReturnsWhatTheRepositoryReturns() async {
        let stubbed: Int = 945
        repository.nextOutputReturnValue = stubbed

        let nextOutputResult = await useCase.nextOutput()

        XCTAssertEqual(nextOutputResult, stubbed)
        XCTAssertEqual(repository.nextOutputCallCount, 1)
    }
}
