import XCTest

@testable import MVVMCEdge

nonisolated final class EdgeCasesForAVeryLongModuleUseCaseTests: XCTestCase {
    private let repository = EdgeCasesForAVeryLongModuleRepositorySpy()
    private lazy var useCase = EdgeCasesForAVeryLongModuleUseCase(repository: repository)
}

nonisolated extension EdgeCasesForAVeryLongModuleUseCaseTests {
    // MARK: - Use cases

    func testLoadWidgetsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Widget] = [Widget.fixture()]
        repository.loadWidgetsResult = .success(stubbed)

        let widgets = try await useCase.loadWidgets()

        XCTAssertEqual(widgets, stubbed)
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
        let stubbed: (any Error)? = nil
        repository.latestFailureReturnValue = stubbed

        let latestFailureResult = useCase.latestFailure()

        _ = latestFailureResult
        XCTAssertEqual(repository.latestFailureCallCount, 1)
    }

    func testRenameReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Widget = Widget.fixture()
        repository.renameResult = .success(stubbed)

        let renameResult = try await useCase.rename(Widget.fixture(), to: "title")

        XCTAssertEqual(renameResult, stubbed)
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
        let stubbed: Int = 250
        repository.countReturnValue = stubbed

        let countResult = await useCase.count()

        XCTAssertEqual(countResult, stubbed)
        XCTAssertEqual(repository.countCallCount, 1)
    }
}
