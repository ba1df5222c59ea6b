import XCTest

@testable import ViperEdge

nonisolated final class EdgeCasesForAVeryLongModuleInteractorTests: XCTestCase {
    private let service = EdgeCasesForAVeryLongModuleServiceSpy()
    private lazy var interactor = EdgeCasesForAVeryLongModuleInteractor(service: service)
}

nonisolated extension EdgeCasesForAVeryLongModuleInteractorTests {
    // MARK: - Use cases

    func testLoadWidgetsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [Widget] = [Widget.fixture()]
        service.loadWidgetsResult = .success(stubbed)

        let widgets = try await interactor.loadWidgets()

        XCTAssertEqual(widgets, stubbed)
        XCTAssertEqual(service.loadWidgetsCallCount, 1)
    }

    func testLoadWidgetsPassesOnServiceErrors() async {
        service.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        do {
            _ = try await interactor.loadWidgets()
            XCTFail("Expected loadWidgets to throw")
        } catch {
            XCTAssertEqual(error as? EdgeCasesForAVeryLongModuleTestError, .stubbed)
        }
    }

    func testLatestFailureReturnsWhatTheServiceReturns() {
        service.latestFailureReturnValue = .some(nil)

        let latestFailureResult = interactor.latestFailure()

        _ = latestFailureResult
        XCTAssertEqual(service.latestFailureCallCount, 1)
    }

    func testRenameReturnsWhatTheServiceReturns() async throws {
        let widget: Widget = Widget.fixture()
        let title: String = "title"
        let stubbed: Widget = Widget.fixture()
        service.renameResult = .success(stubbed)

        let renameResult = try await interactor.rename(widget, to: title)

        XCTAssertEqual(renameResult, stubbed)
        XCTAssertEqual(service.renameCallCount, 1)
        XCTAssertEqual(service.renameReceived.first?.widget, widget)
        XCTAssertEqual(service.renameReceived.first?.title, title)
    }

    func testRenamePassesOnServiceErrors() async {
        service.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        do {
            _ = try await interactor.rename(Widget.fixture(), to: "title")
            XCTFail("Expected rename to throw")
        } catch {
            XCTAssertEqual(error as? EdgeCasesForAVeryLongModuleTestError, .stubbed)
        }
    }

    func testCountReturnsWhatTheServiceReturns() async {
        let stubbed: Int = 250
        service.countReturnValue = stubbed

        let countResult = await interactor.count()

        XCTAssertEqual(countResult, stubbed)
        XCTAssertEqual(service.countCallCount, 1)
    }
}
