import XCTest

@testable import MVVMCEdge

final class EdgeCasesForAVeryLongModuleUseCaseTests: XCTestCase {
    private let repository = EdgeCasesForAVeryLongModuleRepositorySpy()
    private lazy var useCase = EdgeCasesForAVeryLongModuleUseCase(repository: repository)

    func testLoadWidgetsReturnsWhatTheRepositoryReturns() async throws {
        repository.loadWidgetsResult = .success([Widget.fixture()])

        let widgets = try await useCase.loadWidgets()

        XCTAssertEqual(widgets, [Widget.fixture()])
        XCTAssertEqual(repository.loadWidgetsCallCount, 1)
    }

    func testLoadWidgetsPassesOnRepositoryErrors() async {
        repository.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        do {
            _ = try await useCase.loadWidgets()
            XCTFail("Expected loadWidgets to throw")
        } catch {
            XCTAssertEqual(error as? EdgeCasesForAVeryLongModuleTestError, .stubbed)
        }
    }

    func testLatestFailureReturnsWhatTheRepositoryReturns() {
        repository.latestFailureReturnValue = nil

        let failure = useCase.latestFailure()

        _ = failure
        XCTAssertEqual(repository.latestFailureCallCount, 1)
    }

    func testRenameReturnsWhatTheRepositoryReturns() async throws {
        repository.renameResult = .success(Widget.fixture())

        let renameResult = try await useCase.rename(Widget.fixture(), to: "title")

        XCTAssertEqual(renameResult, Widget.fixture())
        XCTAssertEqual(repository.renameCallCount, 1)
        XCTAssertEqual(repository.renameReceived.first?.widget, Widget.fixture())
        XCTAssertEqual(repository.renameReceived.first?.title, "title")
    }

    func testRenamePassesOnRepositoryErrors() async {
        repository.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        do {
            _ = try await useCase.rename(Widget.fixture(), to: "title")
            XCTFail("Expected rename to throw")
        } catch {
            XCTAssertEqual(error as? EdgeCasesForAVeryLongModuleTestError, .stubbed)
        }
    }

    func testCountReturnsWhatTheRepositoryReturns() async {
        repository.countReturnValue = 1

        let countResult = await useCase.count()

        XCTAssertEqual(countResult, 1)
        XCTAssertEqual(repository.countCallCount, 1)
    }
}
