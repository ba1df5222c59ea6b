import Foundation
import XCTest

@testable import MVVMGarage

#if canImport(SwiftUI)
    import SwiftUI
#endif

nonisolated final class GarageViewModelTests: XCTestCase {
    @MainActor
    func testOnAppearLoadsTheScreen() async {
        let harness = Harness()
        harness.service.loadToolsResult = .success([Tool.fixture()])
        harness.service.countReturnValue = 250

        await harness.viewModel.onAppear()

        XCTAssertEqual(harness.service.loadToolsCallCount, 1)
        XCTAssertEqual(harness.service.countCallCount, 1)
    }
}

extension GarageViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testLoadToolsPublishesTheResult() async {
        let harness = Harness()
        let page: Int = 378
        harness.service.loadToolsResult = .success([Tool.fixture()])

        await harness.viewModel.loadTools(page: page)

        XCTAssertEqual(harness.service.loadToolsCallCount, 1)
        XCTAssertEqual(harness.service.loadToolsReceived, [page])
        XCTAssertEqual(harness.viewModel.state.tools.map(\.name), [Tool.fixture().name])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadToolsPublishesAnError() async {
        let harness = Harness()
        let error = GarageTestError.stubbed
        harness.service.loadToolsResult = .failure(error)

        await harness.viewModel.loadTools(page: 378)

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.tools, GarageState().tools)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadToolsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadToolsResult = .failure(CancellationError())

        await harness.viewModel.loadTools(page: 378)

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadToolsShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadToolsResult = .success([Tool.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadTools(page: 378)
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testToolPublishesTheResult() async {
        let harness = Harness()
        let id: Int = 920
        harness.service.toolResult = .success(Tool.fixture())

        await harness.viewModel.tool(id: id)

        XCTAssertEqual(harness.service.toolCallCount, 1)
        XCTAssertEqual(harness.service.toolReceived, [id])
        XCTAssertEqual(harness.viewModel.state.toolResult?.name, Tool.fixture().name)
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testToolPublishesAnError() async {
        let harness = Harness()
        let error = GarageTestError.stubbed
        harness.service.toolResult = .failure(error)

        await harness.viewModel.tool(id: 920)

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.toolResult, GarageState().toolResult)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testToolEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.toolResult = .failure(CancellationError())

        await harness.viewModel.tool(id: 920)

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testToolShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.toolResult = .success(Tool.fixture())
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.tool(id: 920)
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameCallsTheService() async {
        let harness = Harness()
        let tool: Tool = Tool.fixture()
        let name: String = "name"

        await harness.viewModel.rename(tool, to: name)

        XCTAssertEqual(harness.service.renameCallCount, 1)
        XCTAssertEqual(harness.service.renameReceived.first?.tool, tool)
        XCTAssertEqual(harness.service.renameReceived.first?.name, name)
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenamePublishesAnError() async {
        let harness = Harness()
        let error = GarageTestError.stubbed
        harness.service.renameError = error

        await harness.viewModel.rename(Tool.fixture(), to: "name")

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.renameError = CancellationError()

        await harness.viewModel.rename(Tool.fixture(), to: "name")

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testRenameShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.rename(Tool.fixture(), to: "name")
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

        harness.viewModel.count()

        XCTAssertEqual(harness.service.countCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.countResult, 250)
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.loadToolsResult = .failure(GarageTestError.stubbed)
        await harness.viewModel.loadTools(page: 378)

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.loadToolsResult = .success([Tool.fixture()])
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.loadTools(page: 378)
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.loadTools(page: 378)

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowToolNavigates() async {
        let harness = Harness()
        let tool: ToolItemViewModel = ToolItemViewModel.fixture()
        let animated: Bool = true

        harness.viewModel.showTool(tool, animated: animated)

        XCTAssertEqual(harness.navigator.showToolCallCount, 1)
        XCTAssertEqual(harness.navigator.showToolReceived.first?.tool, tool)
        XCTAssertEqual(harness.navigator.showToolReceived.first?.animated, animated)
    }

    @MainActor
    func testShowToolNavigatesWithDefaults() async {
        let harness = Harness()

        harness.viewModel.showTool(ToolItemViewModel.fixture())

        XCTAssertEqual(harness.navigator.showToolCallCount, 1)
    }

    @MainActor
    func testCloseEditorNavigates() async {
        let harness = Harness()

        harness.viewModel.closeEditor()

        XCTAssertEqual(harness.navigator.closeEditorCallCount, 1)
    }

    @MainActor
    func testDismissNavigates() async {
        let harness = Harness()
        let completion: @Sendable () -> Void = {}

        harness.viewModel.dismiss(completion: completion)

        XCTAssertEqual(harness.navigator.dismissCallCount, 1)
    }

    @MainActor
    func testOpenNavigates() async {
        let harness = Harness()
        let url: URL = URL(fileURLWithPath: "/url")

        harness.viewModel.`open`(url: url)

        XCTAssertEqual(harness.navigator.openCallCount, 1)
        XCTAssertEqual(harness.navigator.openReceived, [url])
    }

    @MainActor
    func testShowToolPushesItsScreen() async {
        let harness = Harness()
        let router = GarageRouter()
        let viewModel = GarageViewModel(service: harness.service, navigator: router)

        viewModel.showTool(ToolItemViewModel.fixture(), animated: true)

        guard case .showTool? = router.destination?.route else {
            XCTFail("showTool pushed another destination")
            return
        }
    }

    @MainActor
    func testCloseEditorDismissesTheScreen() async {
        let harness = Harness()
        let router = GarageRouter()
        let viewModel = GarageViewModel(service: harness.service, navigator: router)

        viewModel.closeEditor()

        XCTAssertTrue(router.isDismissed)
    }

    @MainActor
    func testDismissDismissesTheScreen() async {
        let harness = Harness()
        let router = GarageRouter()
        let viewModel = GarageViewModel(service: harness.service, navigator: router)

        viewModel.dismiss(completion: {})

        XCTAssertTrue(router.isDismissed)
    }

    @MainActor
    func testOpenPushesItsScreen() async {
        let harness = Harness()
        let router = GarageRouter()
        let viewModel = GarageViewModel(service: harness.service, navigator: router)

        viewModel.`open`(url: URL(fileURLWithPath: "/url"))

        guard case .`open`? = router.destination?.route else {
            XCTFail("open pushed another destination")
            return
        }
    }

    #if canImport(SwiftUI)
        @MainActor
        func testItsScreenBuildsAsContentAndAsRoot() async {
            let content = GarageScreen(service: GarageServiceSpy())
            let root = GarageScreen.root(service: GarageServiceSpy())

            _ = content
            XCTAssertTrue(root is NavigationStack<NavigationPath, GarageScreen>)
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = GarageServiceSpy()
    let navigator = GarageNavigatorSpy()
    let viewModel: GarageViewModel

    init() {
        viewModel = GarageViewModel(service: service, navigator: navigator)
    }
}
