import Foundation
import XCTest

@testable import MVVMCCorners

final class CornersUseCaseTests: XCTestCase {
    private let repository = CornersRepositorySpy()
    private lazy var useCase = CornersUseCase(repository: repository)

    func testLoadGadgetsReturnsWhatTheRepositoryReturns() async throws {
        repository.loadGadgetsResult = .success([])

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
        repository.latestGadgetReturnValue = nil

        let latestGadgetResult = useCase.latestGadget()

        _ = latestGadgetResult
        XCTAssertEqual(repository.latestGadgetCallCount, 1)
    }

    func testSearchReturnsWhatTheRepositoryReturns() async {
        repository.searchReturnValue = ["search"]

        let searchResult = await useCase.search(let: "key", in: "region")

        XCTAssertEqual(searchResult, ["search"])
        XCTAssertEqual(repository.searchCallCount, 1)
        XCTAssertEqual(repository.searchReceived.first?.key, "key")
        XCTAssertEqual(repository.searchReceived.first?.region, "region")
    }

    func testCanImportReturnsWhatTheRepositoryReturns() {
        repository.canImportReturnValue = true

        let importResult = useCase.canImport()

        XCTAssertEqual(importResult, true)
        XCTAssertEqual(repository.canImportCallCount, 1)
    }

    func testAllErrorsReturnsWhatTheRepositoryReturns() {
        repository.allErrorsReturnValue = ["allErrors"]

        let errorsResult = useCase.allErrors()

        XCTAssertEqual(errorsResult, ["allErrors"])
        XCTAssertEqual(repository.allErrorsCallCount, 1)
    }

    func testNextOutputReturnsWhatTheRepositoryReturns() async {
        repository.nextOutputReturnValue = 1

        let outputResult = await useCase.nextOutput()

        XCTAssertEqual(outputResult, 1)
        XCTAssertEqual(repository.nextOutputCallCount, 1)
    }
}
