import XCTest

@testable import MVCEdge

final class EdgeCasesForAVeryLongModuleStoreTests: XCTestCase {
    @MainActor
    func testLoadWidgetsKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.loadWidgetsResult = .success([Widget.fixture()])

        let widgets = try await harness.store.loadWidgets()

        XCTAssertEqual(widgets, [Widget.fixture()])
        XCTAssertEqual(harness.store.widgets, [Widget.fixture()])
        XCTAssertEqual(harness.service.loadWidgetsCallCount, 1)
    }

    @MainActor
    func testLoadWidgetsPassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        do {
            try await harness.store.loadWidgets()
            XCTFail("loadWidgets did not throw")
        } catch {
            XCTAssertEqual(error as? EdgeCasesForAVeryLongModuleTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.widgets, [])
    }

    @MainActor
    func testLatestFailureCallsTheService() async throws {
        let harness = Harness()
        harness.service.latestFailureReturnValue = nil

        harness.store.latestFailure()

        XCTAssertEqual(harness.service.latestFailureCallCount, 1)
    }

    @MainActor
    func testRenameKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.renameResult = .success(Widget.fixture())

        let renameResult = try await harness.store.rename(Widget.fixture(), to: "title")

        XCTAssertEqual(renameResult, Widget.fixture())
        XCTAssertEqual(harness.store.renameResult, Widget.fixture())
        XCTAssertEqual(harness.service.renameCallCount, 1)
        XCTAssertEqual(harness.service.renameReceived.last?.widget, Widget.fixture())
        XCTAssertEqual(harness.service.renameReceived.last?.title, "title")
    }

    @MainActor
    func testRenamePassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        do {
            try await harness.store.rename(Widget.fixture(), to: "title")
            XCTFail("rename did not throw")
        } catch {
            XCTAssertEqual(error as? EdgeCasesForAVeryLongModuleTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.renameResult, nil)
    }

    @MainActor
    func testCountKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.countReturnValue = 1

        let countResult = await harness.store.count()

        XCTAssertEqual(countResult, 1)
        XCTAssertEqual(harness.store.countResult, 1)
        XCTAssertEqual(harness.service.countCallCount, 1)
    }
}

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = EdgeCasesForAVeryLongModuleServiceSpy()
    let store: EdgeCasesForAVeryLongModuleStore

    init() {
        store = EdgeCasesForAVeryLongModuleStore(service: service)
    }
}
