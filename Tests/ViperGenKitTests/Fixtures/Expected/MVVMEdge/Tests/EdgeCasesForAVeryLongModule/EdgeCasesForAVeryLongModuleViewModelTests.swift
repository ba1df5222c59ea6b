import Foundation
import XCTest

@testable import MVVMEdge

nonisolated final class EdgeCasesForAVeryLongModuleViewModelTests: XCTestCase {}

extension EdgeCasesForAVeryLongModuleViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testLoadWidgetsPublishesTheResult() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .success([Widget.fixture()])

        await harness.viewModel.loadWidgets()

        XCTAssertEqual(harness.service.loadWidgetsCallCount, 1)
        XCTAssertEqual(harness.viewModel.state.widgets.map(\.id), [Widget.fixture().id])
        XCTAssertEqual(harness.viewModel.state.widgets.map(\.title), [Widget.fixture().title])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadWidgetsPublishesAnError() async {
        let harness = Harness()
        let error = EdgeCasesForAVeryLongModuleTestError.stubbed
        harness.service.loadWidgetsResult = .failure(error)

        await harness.viewModel.loadWidgets()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.widgets, EdgeCasesForAVeryLongModuleState().widgets)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadWidgetsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .failure(CancellationError())

        await harness.viewModel.loadWidgets()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadWidgetsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .success([Widget.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadWidgets()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLatestFailurePublishesTheResult() async {
        let harness = Harness()
        harness.service.latestFailureReturnValue = .some(nil)

        harness.viewModel.latestFailure()

        XCTAssertEqual(harness.service.latestFailureCallCount, 1)
    }

    @MainActor
    func testRenamePublishesTheResult() async {
        let harness = Harness()
        let widget: Widget = Widget.fixture()
        let title: String = "title"
        harness.service.renameResult = .success(Widget.fixture())

        await harness.viewModel.rename(widget, to: title)

        XCTAssertEqual(harness.service.renameCallCount, 1)
        XCTAssertEqual(harness.service.renameReceived.first?.widget, widget)
        XCTAssertEqual(harness.service.renameReceived.first?.title, title)
        XCTAssertEqual(harness.viewModel.state.renameResult?.id, Widget.fixture().id)
        XCTAssertEqual(harness.viewModel.state.renameResult?.title, Widget.fixture().title)
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenamePublishesAnError() async {
        let harness = Harness()
        let error = EdgeCasesForAVeryLongModuleTestError.stubbed
        harness.service.renameResult = .failure(error)

        await harness.viewModel.rename(Widget.fixture(), to: "title")

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(
            harness.viewModel.state.renameResult,
            EdgeCasesForAVeryLongModuleState().renameResult
        )
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.renameResult = .failure(CancellationError())

        await harness.viewModel.rename(Widget.fixture(), to: "title")

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.renameResult = .success(Widget.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.rename(Widget.fixture(), to: "title")
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testCountPublishesTheResult() async {
        let harness = Harness()
        harness.service.countReturnValue = 250

        await harness.viewModel.count()

        XCTAssertEqual(harness.service.countCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.countResult, 250)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testCountShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.countReturnValue = 250
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.count()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)
        await harness.viewModel.loadWidgets()

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.loadWidgetsResult = .success([Widget.fixture()])
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.loadWidgets()
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.loadWidgets()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowWidgetNavigates() async {
        let harness = Harness()
        let widget: WidgetViewModel = WidgetViewModel.fixture()

        harness.viewModel.showWidget(widget)

        XCTAssertEqual(harness.navigator.showWidgetCallCount, 1)
        XCTAssertEqual(harness.navigator.showWidgetReceived, [widget])
    }

    @MainActor
    func testCloseEditorNavigates() async {
        let harness = Harness()

        harness.viewModel.closeEditor()

        XCTAssertEqual(harness.navigator.closeEditorCallCount, 1)
    }

    #if canImport(UIKit)
        @MainActor
        func testCloseEditorPopsTheScreenWhenItWasPushed() async {
            let router = EdgeCasesForAVeryLongModuleRouter()
            let screen = EdgeCasesForAVeryLongModuleScreenSpy(nibName: nil, bundle: nil)
            screen.pushAboveAnotherScreen()
            router.viewController = screen

            router.closeEditor()

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenter.dismissCallCount, 0)
        }

        @MainActor
        func testCloseEditorDismissesTheScreenWhenItWasPresented() async {
            let router = EdgeCasesForAVeryLongModuleRouter()
            let screen = EdgeCasesForAVeryLongModuleScreenSpy(nibName: nil, bundle: nil)
            screen.isPresented = true
            router.viewController = screen

            router.closeEditor()

            XCTAssertEqual(screen.presenter.dismissCallCount, 1)
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = EdgeCasesForAVeryLongModuleServiceSpy()
    let navigator = EdgeCasesForAVeryLongModuleNavigatorSpy()
    let viewModel: EdgeCasesForAVeryLongModuleViewModel

    init() {
        viewModel = EdgeCasesForAVeryLongModuleViewModel(service: service, navigator: navigator)
    }
}
