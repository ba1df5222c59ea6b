import Foundation
import Testing

@testable import CleanEdge

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct EdgeCasesForAVeryLongModuleConfiguratorTests {
    private let worker = EdgeCasesForAVeryLongModuleWorkerSpy()
    private let display = EdgeCasesForAVeryLongModuleDisplayLogicSpy()
    private let scene:
        (
            interactor: EdgeCasesForAVeryLongModuleInteractor,
            router: EdgeCasesForAVeryLongModuleRouter
        )

    init() {
        scene = EdgeCasesForAVeryLongModuleConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension EdgeCasesForAVeryLongModuleConfiguratorTests {
    // MARK: - Use cases

    @Test func loadWidgetsReachesTheDisplay() async {
        let widgets: [Widget] = [Widget.fixture()]
        worker.loadWidgetsResult = .success(widgets)
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await scene.interactor.loadWidgets(request: request)

        let viewModel = EdgeCasesForAVeryLongModuleModels.LoadWidgets.ViewModel(
            widgets: [WidgetViewModel.fixture()]
        )
        #expect(display.displayLoadWidgetsReceived == [viewModel])
        #expect(scene.router.dataStore?.widgets == widgets)
    }

    @Test func loadWidgetsFailureReachesTheDisplay() async {
        worker.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await scene.interactor.loadWidgets(request: request)

        let message = EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayLoadWidgetsReceived.isEmpty)
    }

    @Test func loadWidgetsCancelledShowsNoError() async {
        worker.loadWidgetsResult = .failure(CancellationError())
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await scene.interactor.loadWidgets(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }

    @Test func latestFailureReachesTheDisplay() {
        let latestFailureResult: (any Error)? = nil
        worker.latestFailureReturnValue = latestFailureResult
        let request = EdgeCasesForAVeryLongModuleModels.LatestFailure.Request()

        scene.interactor.latestFailure(request: request)

        #expect(display.displayLatestFailureReceived.count == 1)
    }

    @Test func renameReachesTheDisplay() async {
        let renameResult: Widget = Widget.fixture()
        worker.renameResult = .success(renameResult)
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await scene.interactor.rename(request: request)

        let viewModel = EdgeCasesForAVeryLongModuleModels.Rename.ViewModel(
            renameResult: WidgetViewModel.fixture()
        )
        #expect(display.displayRenameReceived == [viewModel])
        #expect(scene.router.dataStore?.renameResult == renameResult)
    }

    @Test func renameFailureReachesTheDisplay() async {
        worker.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await scene.interactor.rename(request: request)

        let message = EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRenameReceived.isEmpty)
    }

    @Test func renameCancelledShowsNoError() async {
        worker.renameResult = .failure(CancellationError())
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await scene.interactor.rename(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }

    @Test func countReachesTheDisplay() async {
        let countResult: Int = 250
        worker.countReturnValue = countResult
        let request = EdgeCasesForAVeryLongModuleModels.Count.Request()

        await scene.interactor.count(request: request)

        let viewModel = EdgeCasesForAVeryLongModuleModels.Count.ViewModel(countResult: countResult)
        #expect(display.displayCountReceived == [viewModel])
        #expect(scene.router.dataStore?.countResult == countResult)
    }
}
