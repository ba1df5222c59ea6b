import Foundation
import XCTest

@testable import MVCCorners

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again. (XCTest on Linux cannot run a
/// synchronous `@MainActor` test, so those enter the main actor with `assumeIsolated`.)
nonisolated final class CornersStoreTests: XCTestCase {}

nonisolated extension CornersStoreTests {
    // MARK: - Use cases

    @MainActor
    func testUniqueGadgetsKeepsTheResult() async {
        let harness = Harness()
        let uniqueGadgetsResult: Set<Gadget> = []
        harness.service.uniqueGadgetsResult = .success(uniqueGadgetsResult)

        await harness.store.uniqueGadgets()

        XCTAssertEqual(harness.store.uniqueGadgetsResult, uniqueGadgetsResult)
        XCTAssertEqual(harness.service.uniqueGadgetsCallCount, 1)
    }

    @MainActor
    func testUniqueGadgetsShowsServiceErrors() async {
        let harness = Harness()
        let failure = CornersTestError.stubbed
        harness.service.uniqueGadgetsResult = .failure(failure)

        await harness.store.uniqueGadgets()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.uniqueGadgetsResult, [])
    }

    @MainActor
    func testUniqueGadgetsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.uniqueGadgetsResult = .failure(CancellationError())

        await harness.store.uniqueGadgets()

        XCTAssertNil(harness.store.errorMessage)
    }

    @MainActor
    func testDataStoreKeepsTheResult() async {
        let harness = Harness()
        let dataStoreResult: Int = 666
        harness.service.dataStoreResult = .success(dataStoreResult)

        await harness.store.dataStore()

        XCTAssertEqual(harness.store.dataStoreResult, dataStoreResult)
        XCTAssertEqual(harness.service.dataStoreCallCount, 1)
    }

    @MainActor
    func testDataStoreShowsServiceErrors() async {
        let harness = Harness()
        let failure = CornersTestError.stubbed
        harness.service.dataStoreResult = .failure(failure)

        await harness.store.dataStore()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.dataStoreResult, 0)
    }

    @MainActor
    func testDataStoreEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.dataStoreResult = .failure(CancellationError())

        await harness.store.dataStore()

        XCTAssertNil(harness.store.errorMessage)
    }

    func testTupleCallsTheService() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let tupleResult: (Int, String) = (669, "tuple")
            harness.service.tupleReturnValue = tupleResult

            harness.store.tuple()

            XCTAssertEqual(harness.service.tupleCallCount, 1)
        }
    }

    func testLabeledTupleCallsTheService() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let labeledTupleResult: (a: Int, b: String) = (a: 336, b: "b")
            harness.service.labeledTupleReturnValue = labeledTupleResult

            harness.store.labeledTuple()

            XCTAssertEqual(harness.service.labeledTupleCallCount, 1)
        }
    }

    @MainActor
    func testLatestFailureCallsTheService() async {
        let harness = Harness()
        let latestFailureResult: (any Error)? = nil
        harness.service.latestFailureResult = .success(latestFailureResult)

        await harness.store.latestFailure()

        XCTAssertEqual(harness.service.latestFailureCallCount, 1)
    }

    @MainActor
    func testLatestFailureShowsServiceErrors() async {
        let harness = Harness()
        let failure = CornersTestError.stubbed
        harness.service.latestFailureResult = .failure(failure)

        await harness.store.latestFailure()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertNil(harness.store.latestFailureResult)
    }

    @MainActor
    func testLatestFailureEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.latestFailureResult = .failure(CancellationError())

        await harness.store.latestFailure()

        XCTAssertNil(harness.store.errorMessage)
    }

    func testLastReceivedKeepsTheResult() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let lastReceivedResult: Int = 246
            harness.service.lastReceivedReturnValue = lastReceivedResult

            harness.store.lastReceived()

            XCTAssertEqual(harness.store.lastReceivedResult, lastReceivedResult)
            XCTAssertEqual(harness.service.lastReceivedCallCount, 1)
        }
    }

    @MainActor
    func testTestHarnessKeepsTheResult() async {
        let harness = Harness()
        let testHarnessResult: String = "testHarness"
        harness.service.testHarnessResult = .success(testHarnessResult)

        await harness.store.testHarness()

        XCTAssertEqual(harness.store.testHarnessResult, testHarnessResult)
        XCTAssertEqual(harness.service.testHarnessCallCount, 1)
    }

    @MainActor
    func testTestHarnessShowsServiceErrors() async {
        let harness = Harness()
        let failure = CornersTestError.stubbed
        harness.service.testHarnessResult = .failure(failure)

        await harness.store.testHarness()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.testHarnessResult, "")
    }

    @MainActor
    func testTestHarnessEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.testHarnessResult = .failure(CancellationError())

        await harness.store.testHarness()

        XCTAssertNil(harness.store.errorMessage)
    }
}
#if canImport(UIKit)
    /// The screen's first load does not outlive it: the load task holds the controller weakly,
    /// so once released the controller goes, and its `deinit` cancels the task.
    nonisolated final class CornersViewControllerTests: XCTestCase {
        func testTheLoadDoesNotKeepTheScreen() {
            MainActor.assumeIsolated {
                let service = CornersServiceSpy()
                service.uniqueGadgetsResult = .success([])
                service.dataStoreResult = .success(666)
                service.tupleReturnValue = (669, "tuple")
                service.labeledTupleReturnValue = (a: 336, b: "b")
                service.latestFailureResult = .success(nil)
                service.lastReceivedReturnValue = 246
                service.testHarnessResult = .success("testHarness")
                var controller: CornersViewController? = CornersViewController(
                    store: CornersStore(service: service)
                )
                controller?.loadViewIfNeeded()

                let isHeldOnlyHere = isKnownUniquelyReferenced(&controller)
                controller = nil

                XCTAssertTrue(isHeldOnlyHere)
            }
        }
    }
#endif

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = CornersServiceSpy()
    let store: CornersStore

    init() {
        store = CornersStore(service: service)
    }
}
