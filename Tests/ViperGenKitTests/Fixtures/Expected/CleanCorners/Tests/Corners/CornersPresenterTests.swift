import Foundation
import XCTest

@testable import CleanCorners

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CornersPresenterTests: XCTestCase {}

extension CornersPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testPresentUniqueGadgetsDisplaysTheViewModel() async {
        let harness = Harness()
        let uniqueGadgetsResult: Set<Gadget> = []
        let response = CornersModels.UniqueGadgets.Response(
            uniqueGadgetsResult: uniqueGadgetsResult
        )

        harness.presenter.presentUniqueGadgets(response: response)

        let viewModel = CornersModels.UniqueGadgets.ViewModel(
            uniqueGadgetsResult: uniqueGadgetsResult
        )
        XCTAssertEqual(harness.display.displayUniqueGadgetsReceived, [viewModel])
    }

    @MainActor
    func testPresentUniqueGadgetsErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentUniqueGadgets(error: CornersTestError.stubbed)

        let message = CornersTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayUniqueGadgetsReceived.isEmpty)
    }

    @MainActor
    func testPresentCountsByGadgetDisplaysTheViewModel() async {
        let harness = Harness()
        let countsByGadgets: [Gadget: Int] = [Gadget.fixture(): 642]
        let response = CornersModels.CountsByGadget.Response(countsByGadgets: countsByGadgets)

        harness.presenter.presentCountsByGadget(response: response)

        let viewModel = CornersModels.CountsByGadget.ViewModel(countsByGadgets: countsByGadgets)
        XCTAssertEqual(harness.display.displayCountsByGadgetReceived, [viewModel])
    }

    @MainActor
    func testPresentFetchDisplaysTheViewModel() async {
        let harness = Harness()
        let fetchResult: [Gadget] = [Gadget.fixture()]
        let response = CornersModels.Fetch.Response(fetchResult: fetchResult)

        harness.presenter.presentFetch(response: response)

        let viewModel = CornersModels.Fetch.ViewModel(fetchResult: [GadgetViewModel.fixture()])
        XCTAssertEqual(harness.display.displayFetchReceived, [viewModel])
    }

    @MainActor
    func testPresentFetchErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentFetch(error: CornersTestError.stubbed)

        let message = CornersTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayFetchReceived.isEmpty)
    }

    @MainActor
    func testPresentCanImportDisplaysTheViewModel() async {
        let harness = Harness()
        let canImportResult: Bool = true
        let response = CornersModels.CanImport.Response(canImportResult: canImportResult)

        harness.presenter.presentCanImport(response: response)

        let viewModel = CornersModels.CanImport.ViewModel(canImportResult: canImportResult)
        XCTAssertEqual(harness.display.displayCanImportReceived, [viewModel])
    }

    @MainActor
    func testPresentTupleDisplaysTheViewModel() async {
        let harness = Harness()
        let tupleResult: (Int, String) = (669, "tuple")
        let response = CornersModels.Tuple.Response(tupleResult: tupleResult)

        harness.presenter.presentTuple(response: response)

        XCTAssertEqual(harness.display.displayTupleReceived.count, 1)
    }

    @MainActor
    func testPresentLabeledTupleDisplaysTheViewModel() async {
        let harness = Harness()
        let labeledTupleResult: (a: Int, b: String) = (a: 336, b: "b")
        let response = CornersModels.LabeledTuple.Response(labeledTupleResult: labeledTupleResult)

        harness.presenter.presentLabeledTuple(response: response)

        XCTAssertEqual(harness.display.displayLabeledTupleReceived.count, 1)
    }

    @MainActor
    func testPresentCurrentPresenterDisplaysTheViewModel() async {
        let harness = Harness()
        let currentPresenterResult: String = "currentPresenter"
        let response = CornersModels.CurrentPresenter.Response(
            currentPresenterResult: currentPresenterResult
        )

        harness.presenter.presentCurrentPresenter(response: response)

        let viewModel = CornersModels.CurrentPresenter.ViewModel(
            currentPresenterResult: currentPresenterResult
        )
        XCTAssertEqual(harness.display.displayCurrentPresenterReceived, [viewModel])
    }

    @MainActor
    func testPresentArchiveAllWidgetsOfTheCatalogForTheWeekendsDisplaysTheViewModel() async {
        let harness = Harness()
        let allWidgetsOfTheCatalogForTheWeekends: [Gadget] = [Gadget.fixture()]
        let response = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Response(
            allWidgetsOfTheCatalogForTheWeekends: allWidgetsOfTheCatalogForTheWeekends
        )

        harness.presenter.presentArchiveAllWidgetsOfTheCatalogForTheWeekends(response: response)

        let viewModel = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.ViewModel(
            allWidgetsOfTheCatalogForTheWeekends: [GadgetViewModel.fixture()]
        )
        XCTAssertEqual(
            harness.display.displayArchiveAllWidgetsOfTheCatalogForTheWeekendsReceived,
            [viewModel]
        )
    }
}

/// The presenter under test, wired to a display spy.
@MainActor
private struct Harness {
    let display = CornersDisplayLogicSpy()
    let presenter: CornersPresenter

    init() {
        presenter = CornersPresenter(display: display)
    }
}
