import Foundation
import XCTest

@testable import MVCEdge

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again. (XCTest on Linux cannot run a
/// synchronous `@MainActor` test, so those enter the main actor with `assumeIsolated`.)
nonisolated final class EdgeCasesForAVeryLongModuleStoreTests: XCTestCase {}

nonisolated extension EdgeCasesForAVeryLongModuleStoreTests {
    // MARK: - Use cases

    @MainActor
    func testLoadWidgetsKeepsTheResult() async {
        let harness = Harness()
        let widgets: [Widget] = [Widget.fixture()]
        harness.service.loadWidgetsResult = .success(widgets)

        await harness.store.loadWidgets()

        XCTAssertEqual(harness.store.widgets, widgets)
        XCTAssertEqual(harness.service.loadWidgetsCallCount, 1)
    }

    @MainActor
    func testLoadWidgetsShowsServiceErrors() async {
        let harness = Harness()
        let failure = EdgeCasesForAVeryLongModuleTestError.stubbed
        harness.service.loadWidgetsResult = .failure(failure)

        await harness.store.loadWidgets()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.widgets, [])
    }

    @MainActor
    func testLoadWidgetsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .failure(CancellationError())

        await harness.store.loadWidgets()

        XCTAssertNil(harness.store.errorMessage)
    }

    func testLatestFailureCallsTheService() {
        MainActor.assumeIsolated {
            let harness = Harness()
            let latestFailureResult: (any Error)? = nil
            harness.service.latestFailureReturnValue = latestFailureResult

            harness.store.latestFailure()

            XCTAssertEqual(harness.service.latestFailureCallCount, 1)
        }
    }

    @MainActor
    func testRenameKeepsTheResult() async {
        let harness = Harness()
        let widget: Widget = Widget.fixture()
        let title: String = "title"
        let renameResult: Widget = Widget.fixture()
        harness.service.renameResult = .success(renameResult)

        await harness.store.rename(widget, to: title)

        XCTAssertEqual(harness.store.renameResult, renameResult)
        XCTAssertEqual(harness.service.renameCallCount, 1)
        XCTAssertEqual(harness.service.renameReceived.last?.widget, widget)
        XCTAssertEqual(harness.service.renameReceived.last?.title, title)
    }

    @MainActor
    func testRenameShowsServiceErrors() async {
        let harness = Harness()
        let widget: Widget = Widget.fixture()
        let title: String = "title"
        let failure = EdgeCasesForAVeryLongModuleTestError.stubbed
        harness.service.renameResult = .failure(failure)

        await harness.store.rename(widget, to: title)

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertNil(harness.store.renameResult)
    }

    @MainActor
    func testRenameEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        let widget: Widget = Widget.fixture()
        let title: String = "title"
        harness.service.renameResult = .failure(CancellationError())

        await harness.store.rename(widget, to: title)

        XCTAssertNil(harness.store.errorMessage)
    }

    @MainActor
    func testCountKeepsTheResult() async {
        let harness = Harness()
        let countResult: Int = 250
        harness.service.countReturnValue = countResult

        await harness.store.count()

        XCTAssertEqual(harness.store.countResult, countResult)
        XCTAssertEqual(harness.service.countCallCount, 1)
    }
}

#if canImport(UIKit)
    /// The user's actions do not outlive the screen: releasing the controller cancels them.
    nonisolated final class EdgeCasesForAVeryLongModuleViewControllerActionTests: XCTestCase {
        @MainActor
        func testReleasingTheScreenCancelsItsActions() async {
            let service = EdgeCasesForAVeryLongModuleServiceSpy()
            // Unstubbed, the service fails, which the released screen does not show.
            let store = EdgeCasesForAVeryLongModuleStore(service: service)
            var controller = Optional(EdgeCasesForAVeryLongModuleViewController(store: store))
            controller?.rename(Widget.fixture(), to: "title")
            let tasks = controller.map { Array($0.actionTasks.values) } ?? []

            controller = nil

            XCTAssertEqual(tasks.count, 1)
            XCTAssertTrue(tasks.allSatisfy { $0.isCancelled })
            for task in tasks { await task.value }
        }
    }
#endif

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = EdgeCasesForAVeryLongModuleServiceSpy()
    let store: EdgeCasesForAVeryLongModuleStore

    init() {
        store = EdgeCasesForAVeryLongModuleStore(service: service)
    }
}
