import XCTest

@testable import CleanCorners

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CornersInteractorTests: XCTestCase {}

extension CornersInteractorTests {
    // MARK: - Use cases

    @MainActor
    func testUniqueGadgetsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let uniqueGadgetsResult: Set<Gadget> = []
        harness.worker.uniqueGadgetsResult = .success(uniqueGadgetsResult)
        let request = CornersModels.UniqueGadgets.Request()

        await harness.interactor.uniqueGadgets(request: request)

        XCTAssertEqual(harness.worker.uniqueGadgetsCallCount, 1)
        let response = CornersModels.UniqueGadgets.Response(
            uniqueGadgetsResult: uniqueGadgetsResult
        )
        XCTAssertEqual(harness.presenter.presentUniqueGadgetsReceived, [response])
        XCTAssertEqual(harness.interactor.uniqueGadgetsResult, uniqueGadgetsResult)
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
    func testUniqueGadgetsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.uniqueGadgetsResult = .failure(CancellationError())
        let request = CornersModels.UniqueGadgets.Request()

        await harness.interactor.uniqueGadgets(request: request)

        XCTAssertTrue(harness.presenter.presentUniqueGadgetsErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentUniqueGadgetsReceived.isEmpty)
    }

    @MainActor
    func testCountsByGadgetPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let countsByGadgets: [Gadget: Int] = [Gadget.fixture(): 642]
        harness.worker.countsByGadgetReturnValue = countsByGadgets
        let request = CornersModels.CountsByGadget.Request()

        harness.interactor.countsByGadget(request: request)

        XCTAssertEqual(harness.worker.countsByGadgetCallCount, 1)
        let response = CornersModels.CountsByGadget.Response(countsByGadgets: countsByGadgets)
        XCTAssertEqual(harness.presenter.presentCountsByGadgetReceived, [response])
        XCTAssertEqual(harness.interactor.countsByGadgets, countsByGadgets)
    }

    @MainActor
    func testFetchPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let fetchResult: [Gadget] = [Gadget.fixture()]
        harness.worker.fetchResult = .success(fetchResult)
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.interactor.fetch(request: request)

        XCTAssertEqual(harness.worker.fetchCallCount, 1)
        XCTAssertEqual(harness.worker.fetchReceived.first?.in, request.`in`)
        XCTAssertEqual(harness.worker.fetchReceived.first?.key, request.key)
        let response = CornersModels.Fetch.Response(fetchResult: fetchResult)
        XCTAssertEqual(harness.presenter.presentFetchReceived, [response])
        XCTAssertEqual(harness.interactor.fetchResult, fetchResult)
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
    func testFetchEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.worker.fetchResult = .failure(CancellationError())
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.interactor.fetch(request: request)

        XCTAssertTrue(harness.presenter.presentFetchErrors.isEmpty)
        XCTAssertTrue(harness.presenter.presentFetchReceived.isEmpty)
    }

    @MainActor
    func testCanImportPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let canImportResult: Bool = true
        harness.worker.canImportReturnValue = canImportResult
        let request = CornersModels.CanImport.Request()

        harness.interactor.canImport(request: request)

        XCTAssertEqual(harness.worker.canImportCallCount, 1)
        let response = CornersModels.CanImport.Response(canImportResult: canImportResult)
        XCTAssertEqual(harness.presenter.presentCanImportReceived, [response])
        XCTAssertEqual(harness.interactor.canImportResult, canImportResult)
    }

    @MainActor
    func testTuplePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let tupleResult: (Int, String) = (669, "tuple")
        harness.worker.tupleReturnValue = tupleResult
        let request = CornersModels.Tuple.Request()

        harness.interactor.tuple(request: request)

        XCTAssertEqual(harness.worker.tupleCallCount, 1)
        // The result is not Equatable: what is presented and kept must print as it does.
        let printed = String(describing: tupleResult)
        let presented = harness.presenter.presentTupleReceived.map(\.tupleResult)
        XCTAssertEqual(presented.map { String(describing: $0) }, [printed])
        XCTAssertEqual(String(describing: harness.interactor.tupleResult), printed)
    }

    @MainActor
    func testLabeledTuplePresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let labeledTupleResult: (a: Int, b: String) = (a: 336, b: "b")
        harness.worker.labeledTupleReturnValue = labeledTupleResult
        let request = CornersModels.LabeledTuple.Request()

        harness.interactor.labeledTuple(request: request)

        XCTAssertEqual(harness.worker.labeledTupleCallCount, 1)
        // The result is not Equatable: what is presented and kept must print as it does.
        let printed = String(describing: labeledTupleResult)
        let presented = harness.presenter.presentLabeledTupleReceived.map(\.labeledTupleResult)
        XCTAssertEqual(presented.map { String(describing: $0) }, [printed])
        XCTAssertEqual(String(describing: harness.interactor.labeledTupleResult), printed)
    }

    @MainActor
    func testCurrentPresenterPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let currentPresenterResult: String = "currentPresenter"
        harness.worker.currentPresenterReturnValue = currentPresenterResult
        let request = CornersModels.CurrentPresenter.Request()

        harness.interactor.currentPresenter(request: request)

        XCTAssertEqual(harness.worker.currentPresenterCallCount, 1)
        let response = CornersModels.CurrentPresenter.Response(
            currentPresenterResult: currentPresenterResult
        )
        XCTAssertEqual(harness.presenter.presentCurrentPresenterReceived, [response])
        XCTAssertEqual(harness.interactor.currentPresenterResult, currentPresenterResult)
    }

    @MainActor
    func testArchiveAllWidgetsOfTheCatalogForTheWeekendsPresentsWhatTheWorkerReturns() async {
        let harness = Harness()
        let allWidgetsOfTheCatalogForTheWeekends: [Gadget] = [Gadget.fixture()]
        harness.worker.archiveAllWidgetsOfTheCatalogForTheWeekendsReturnValue =
            allWidgetsOfTheCatalogForTheWeekends
        let request = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Request()

        await harness.interactor.archiveAllWidgetsOfTheCatalogForTheWeekends(request: request)

        XCTAssertEqual(harness.worker.archiveAllWidgetsOfTheCatalogForTheWeekendsCallCount, 1)
        let response = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Response(
            allWidgetsOfTheCatalogForTheWeekends: allWidgetsOfTheCatalogForTheWeekends
        )
        XCTAssertEqual(
            harness.presenter.presentArchiveAllWidgetsOfTheCatalogForTheWeekendsReceived,
            [response]
        )
        XCTAssertEqual(
            harness.interactor.allWidgetsOfTheCatalogForTheWeekends,
            allWidgetsOfTheCatalogForTheWeekends
        )
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
