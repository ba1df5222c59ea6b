import Foundation
import XCTest

@testable import CleanCorners

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CornersConfiguratorTests: XCTestCase {
    @MainActor
    func testConfigureGivesTheRouterTheDataStore() async {
        let harness = Harness()

        XCTAssertTrue(harness.scene.router.dataStore === harness.scene.interactor)
    }
}

extension CornersConfiguratorTests {
    // MARK: - Use cases

    @MainActor
    func testUniqueGadgetsReachesTheDisplay() async {
        let harness = Harness()
        let uniqueGadgetsResult: Set<Gadget> = []
        harness.worker.uniqueGadgetsResult = .success(uniqueGadgetsResult)
        let request = CornersModels.UniqueGadgets.Request()

        await harness.scene.interactor.uniqueGadgets(request: request)

        let viewModel = CornersModels.UniqueGadgets.ViewModel(
            uniqueGadgetsResult: uniqueGadgetsResult
        )
        XCTAssertEqual(harness.display.displayUniqueGadgetsReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.uniqueGadgetsResult, uniqueGadgetsResult)
    }

    @MainActor
    func testUniqueGadgetsFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.uniqueGadgetsResult = .failure(CornersTestError.stubbed)
        let request = CornersModels.UniqueGadgets.Request()

        await harness.scene.interactor.uniqueGadgets(request: request)

        let message = CornersTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayUniqueGadgetsReceived.isEmpty)
    }

    @MainActor
    func testUniqueGadgetsCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.uniqueGadgetsResult = .failure(CancellationError())
        let request = CornersModels.UniqueGadgets.Request()

        await harness.scene.interactor.uniqueGadgets(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testCountsByGadgetReachesTheDisplay() async {
        let harness = Harness()
        let countsByGadgets: [Gadget: Int] = [Gadget.fixture(): 642]
        harness.worker.countsByGadgetReturnValue = countsByGadgets
        let request = CornersModels.CountsByGadget.Request()

        harness.scene.interactor.countsByGadget(request: request)

        let viewModel = CornersModels.CountsByGadget.ViewModel(countsByGadgets: countsByGadgets)
        XCTAssertEqual(harness.display.displayCountsByGadgetReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.countsByGadgets, countsByGadgets)
    }

    @MainActor
    func testFetchReachesTheDisplay() async {
        let harness = Harness()
        let fetchResult: [Gadget] = [Gadget.fixture()]
        harness.worker.fetchResult = .success(fetchResult)
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.scene.interactor.fetch(request: request)

        let viewModel = CornersModels.Fetch.ViewModel(fetchResult: [GadgetViewModel.fixture()])
        XCTAssertEqual(harness.display.displayFetchReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.fetchResult, fetchResult)
    }

    @MainActor
    func testFetchFailureReachesTheDisplay() async {
        let harness = Harness()
        harness.worker.fetchResult = .failure(CornersTestError.stubbed)
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.scene.interactor.fetch(request: request)

        let message = CornersTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFetchReceived.isEmpty)
    }

    @MainActor
    func testFetchCancelledShowsNoError() async {
        let harness = Harness()
        harness.worker.fetchResult = .failure(CancellationError())
        let request = CornersModels.Fetch.Request(in: "in", key: "key")

        await harness.scene.interactor.fetch(request: request)

        XCTAssertTrue(harness.display.displayErrorReceived.isEmpty)
    }

    @MainActor
    func testCanImportReachesTheDisplay() async {
        let harness = Harness()
        let canImportResult: Bool = true
        harness.worker.canImportReturnValue = canImportResult
        let request = CornersModels.CanImport.Request()

        harness.scene.interactor.canImport(request: request)

        let viewModel = CornersModels.CanImport.ViewModel(canImportResult: canImportResult)
        XCTAssertEqual(harness.display.displayCanImportReceived, [viewModel])
        XCTAssertEqual(harness.scene.router.dataStore?.canImportResult, canImportResult)
    }

    @MainActor
    func testTupleReachesTheDisplay() async {
        let harness = Harness()
        let tupleResult: (Int, String) = (669, "tuple")
        harness.worker.tupleReturnValue = tupleResult
        let request = CornersModels.Tuple.Request()

        harness.scene.interactor.tuple(request: request)

        XCTAssertEqual(harness.display.displayTupleReceived.count, 1)
    }

    @MainActor
    func testLabeledTupleReachesTheDisplay() async {
        let harness = Harness()
        let labeledTupleResult: (a: Int, b: String) = (a: 336, b: "b")
        harness.worker.labeledTupleReturnValue = labeledTupleResult
        let request = CornersModels.LabeledTuple.Request()

        harness.scene.interactor.labeledTuple(request: request)

        XCTAssertEqual(harness.display.displayLabeledTupleReceived.count, 1)
    }

    @MainActor
    func testCurrentPresenterReachesTheDisplay() async {
        let harness = Harness()
        let currentPresenterResult: String = "currentPresenter"
        harness.worker.currentPresenterReturnValue = currentPresenterResult
        let request = CornersModels.CurrentPresenter.Request()

        harness.scene.interactor.currentPresenter(request: request)

        let viewModel = CornersModels.CurrentPresenter.ViewModel(
            currentPresenterResult: currentPresenterResult
        )
        XCTAssertEqual(harness.display.displayCurrentPresenterReceived, [viewModel])
        XCTAssertEqual(
            harness.scene.router.dataStore?.currentPresenterResult,
            currentPresenterResult
        )
    }

    @MainActor
    func testArchiveAllWidgetsOfTheCatalogForTheWeekendsReachesTheDisplay() async {
        let harness = Harness()
        let allWidgetsOfTheCatalogForTheWeekends: [Gadget] = [Gadget.fixture()]
        harness.worker.archiveAllWidgetsOfTheCatalogForTheWeekendsReturnValue =
            allWidgetsOfTheCatalogForTheWeekends
        let request = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Request()

        await harness.scene.interactor.archiveAllWidgetsOfTheCatalogForTheWeekends(request: request)

        let viewModel = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.ViewModel(
            allWidgetsOfTheCatalogForTheWeekends: [GadgetViewModel.fixture()]
        )
        XCTAssertEqual(
            harness.display.displayArchiveAllWidgetsOfTheCatalogForTheWeekendsReceived,
            [viewModel]
        )
        XCTAssertEqual(
            harness.scene.router.dataStore?.allWidgetsOfTheCatalogForTheWeekends,
            allWidgetsOfTheCatalogForTheWeekends
        )
    }
}

/// The scene as the configurator wires it, around a display spy and a worker spy.
@MainActor
private struct Harness {
    let display = CornersDisplayLogicSpy()
    let worker = CornersWorkerSpy()
    let scene: (interactor: CornersInteractor, router: CornersRouter)

    init() {
        scene = CornersConfigurator.configure(display: display, worker: worker)
    }
}
