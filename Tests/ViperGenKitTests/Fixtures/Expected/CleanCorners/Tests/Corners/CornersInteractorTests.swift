import XCTest

@testable import CleanCorners

final class CornersInteractorTests: XCTestCase {
    @MainActor
    func testUniqueGadgetsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.uniqueGadgetsResult = .success([])
        let request = CornersModels.UniqueGadgets.Request()

        await harness.interactor.uniqueGadgets(request: request)

        XCTAssertEqual(harness.worker.uniqueGadgetsCallCount, 1)
        let response = CornersModels.UniqueGadgets.Response(gadgets: [])
        XCTAssertEqual(harness.presenter.presentUniqueGadgetsReceived, [response])
        XCTAssertEqual(harness.interactor.gadgets, [])
    }

    @MainActor
    func testUniqueGadgetsPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.uniqueGadgetsResult = .failure(CornersTestError.stubbed)
        let request = CornersModels.UniqueGadgets.Request()

        await harness.interactor.uniqueGadgets(request: request)

        XCTAssertEqual(harness.presenter.presentUniqueGadgetsErrors.count, 1)
        XCTAssertEqual(
            harness.presenter.presentUniqueGadgetsErrors.first as? CornersTestError,
            .stubbed
        )
        XCTAssertTrue(harness.presenter.presentUniqueGadgetsReceived.isEmpty)
    }

    @MainActor
    func testCountsByGadgetPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.countsByGadgetReturnValue = [:]
        let request = CornersModels.CountsByGadget.Request()

        harness.interactor.countsByGadget(request: request)

        XCTAssertEqual(harness.worker.countsByGadgetCallCount, 1)
        let response = CornersModels.CountsByGadget.Response(byGadget: [:])
        XCTAssertEqual(harness.presenter.presentCountsByGadgetReceived, [response])
        XCTAssertEqual(harness.interactor.byGadget, [:])
    }

    @MainActor
    func testFetchPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.fetchResult = .success([Gadget.fixture()])
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.interactor.fetch(request: request)

        XCTAssertEqual(harness.worker.fetchCallCount, 1)
        XCTAssertEqual(harness.worker.fetchReceived.first?.in, "in")
        XCTAssertEqual(harness.worker.fetchReceived.first?.key, "key")
        let response = CornersModels.Fetch.Response(fetchResult: [Gadget.fixture()])
        XCTAssertEqual(harness.presenter.presentFetchReceived, [response])
        XCTAssertEqual(harness.interactor.fetchResult, [Gadget.fixture()])
    }

    @MainActor
    func testFetchPresentsTheWorkersError() async {
        let harness = Harness()
        harness.worker.fetchResult = .failure(CornersTestError.stubbed)
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.interactor.fetch(request: request)

        XCTAssertEqual(harness.presenter.presentFetchErrors.count, 1)
        XCTAssertEqual(harness.presenter.presentFetchErrors.first as? CornersTestError, .stubbed)
        XCTAssertTrue(harness.presenter.presentFetchReceived.isEmpty)
    }

    @MainActor
    func testCanImportPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.canImportReturnValue = true
        let request = CornersModels.CanImport.Request()

        harness.interactor.canImport(request: request)

        XCTAssertEqual(harness.worker.canImportCallCount, 1)
        let response = CornersModels.CanImport.Response(importResult: true)
        XCTAssertEqual(harness.presenter.presentCanImportReceived, [response])
        XCTAssertEqual(harness.interactor.importResult, true)
    }

    @MainActor
    func testTuplePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.tupleReturnValue = (0, "")
        let request = CornersModels.Tuple.Request()

        harness.interactor.tuple(request: request)

        XCTAssertEqual(harness.worker.tupleCallCount, 1)
        XCTAssertEqual(harness.presenter.presentTupleReceived.count, 1)
    }

    @MainActor
    func testLabeledTuplePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.labeledTupleReturnValue = (a: 0, b: "")
        let request = CornersModels.LabeledTuple.Request()

        harness.interactor.labeledTuple(request: request)

        XCTAssertEqual(harness.worker.labeledTupleCallCount, 1)
        XCTAssertEqual(harness.presenter.presentLabeledTupleReceived.count, 1)
    }

    @MainActor
    func testCurrentPresenterPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.currentPresenterReturnValue = "currentPresenter"
        let request = CornersModels.CurrentPresenter.Request()

        harness.interactor.currentPresenter(request: request)

        XCTAssertEqual(harness.worker.currentPresenterCallCount, 1)
        let response = CornersModels.CurrentPresenter.Response(presenterResult: "currentPresenter")
        XCTAssertEqual(harness.presenter.presentCurrentPresenterReceived, [response])
        XCTAssertEqual(harness.interactor.presenterResult, "currentPresenter")
    }

    @MainActor
    func testArchiveEveryWidgetOfTheCatalogForTheWeekendPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        harness.worker.archiveEveryWidgetOfTheCatalogForTheWeekendReturnValue = [Gadget.fixture()]
        let request = CornersModels.ArchiveEveryWidgetOfTheCatalogForTheWeekend.Request()

        await harness.interactor.archiveEveryWidgetOfTheCatalogForTheWeekend(request: request)

        XCTAssertEqual(harness.worker.archiveEveryWidgetOfTheCatalogForTheWeekendCallCount, 1)
        let response = CornersModels.ArchiveEveryWidgetOfTheCatalogForTheWeekend.Response(
            everyWidgetOfTheCatalogForTheWeekend: [Gadget.fixture()]
        )
        XCTAssertEqual(
            harness.presenter.presentArchiveEveryWidgetOfTheCatalogForTheWeekendReceived,
            [response]
        )
        XCTAssertEqual(harness.interactor.everyWidgetOfTheCatalogForTheWeekend, [Gadget.fixture()])
    }
}

/// The interactor under test, wired to spies.
@MainActor
private struct Harness {
    let presenter = CornersPresentationLogicSpy()
    let worker = CornersWorkerSpy()
    let interactor: CornersInteractor

    init() {
        interactor = CornersInteractor(presenter: presenter, worker: worker)
    }
}
