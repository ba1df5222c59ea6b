import XCTest

@testable import MVCCorners

final class CornersStoreTests: XCTestCase {
    @MainActor
    func testUniqueGadgetsKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.uniqueGadgetsResult = .success([])

        let gadgets = try await harness.store.uniqueGadgets()

        XCTAssertEqual(gadgets, [])
        XCTAssertEqual(harness.store.gadgets, [])
        XCTAssertEqual(harness.service.uniqueGadgetsCallCount, 1)
    }

    @MainActor
    func testUniqueGadgetsPassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.uniqueGadgetsResult = .failure(CornersTestError.stubbed)

        do {
            try await harness.store.uniqueGadgets()
            XCTFail("uniqueGadgets did not throw")
        } catch {
            XCTAssertEqual(error as? CornersTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.gadgets, [])
    }

    @MainActor
    func testDataStoreKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.dataStoreResult = .success(1)

        let storeResult = try await harness.store.dataStore()

        XCTAssertEqual(storeResult, 1)
        XCTAssertEqual(harness.store.storeResult, 1)
        XCTAssertEqual(harness.service.dataStoreCallCount, 1)
    }

    @MainActor
    func testDataStorePassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.dataStoreResult = .failure(CornersTestError.stubbed)

        do {
            try await harness.store.dataStore()
            XCTFail("dataStore did not throw")
        } catch {
            XCTAssertEqual(error as? CornersTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.storeResult, 0)
    }

    @MainActor
    func testTupleCallsTheService() async throws {
        let harness = Harness()
        harness.service.tupleReturnValue = (0, "")

        harness.store.tuple()

        XCTAssertEqual(harness.service.tupleCallCount, 1)
    }

    @MainActor
    func testLabeledTupleCallsTheService() async throws {
        let harness = Harness()
        harness.service.labeledTupleReturnValue = (a: 0, b: "")

        harness.store.labeledTuple()

        XCTAssertEqual(harness.service.labeledTupleCallCount, 1)
    }

    @MainActor
    func testLatestFailureCallsTheService() async throws {
        let harness = Harness()
        harness.service.latestFailureResult = .success(nil)

        try await harness.store.latestFailure()

        XCTAssertEqual(harness.service.latestFailureCallCount, 1)
    }

    @MainActor
    func testLatestFailurePassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.latestFailureResult = .failure(CornersTestError.stubbed)

        do {
            try await harness.store.latestFailure()
            XCTFail("latestFailure did not throw")
        } catch {
            XCTAssertEqual(error as? CornersTestError, .stubbed)
        }
        XCTAssertNil(harness.store.failure)
    }

    @MainActor
    func testLastReceivedKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.lastReceivedReturnValue = 1

        let receivedResult = harness.store.lastReceived()

        XCTAssertEqual(receivedResult, 1)
        XCTAssertEqual(harness.store.receivedResult, 1)
        XCTAssertEqual(harness.service.lastReceivedCallCount, 1)
    }

    @MainActor
    func testTestHarnessKeepsTheResult() async throws {
        let harness = Harness()
        harness.service.testHarnessResult = .success("testHarness")

        let harnessResult = try await harness.store.testHarness()

        XCTAssertEqual(harnessResult, "testHarness")
        XCTAssertEqual(harness.store.harnessResult, "testHarness")
        XCTAssertEqual(harness.service.testHarnessCallCount, 1)
    }

    @MainActor
    func testTestHarnessPassesOnServiceErrors() async {
        let harness = Harness()
        harness.service.testHarnessResult = .failure(CornersTestError.stubbed)

        do {
            try await harness.store.testHarness()
            XCTFail("testHarness did not throw")
        } catch {
            XCTAssertEqual(error as? CornersTestError, .stubbed)
        }
        XCTAssertEqual(harness.store.harnessResult, "")
    }
}

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = CornersServiceSpy()
    let store: CornersStore

    init() {
        store = CornersStore(service: service)
    }
}
