import Foundation
import Testing

@testable import CleanEdge

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct EdgeCasesForAVeryLongModuleConfiguratorTests {
    private let display = EdgeCasesForAVeryLongModuleDisplayLogicSpy()
    private let worker = EdgeCasesForAVeryLongModuleWorkerSpy()
    private let scene:
        (
            interactor: EdgeCasesForAVeryLongModuleInteractor,
            router: EdgeCasesForAVeryLongModuleRouter
        )

    init() {
        scene = EdgeCasesForAVeryLongModuleConfigurator.configure(display: display, worker: worker)
    }

    @Test func configureGivesTheRouterTheDisplayAndTheDataStore() {
        #expect(scene.router.display === display)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test func loadWidgetsReachesTheDisplay() async {
        worker.loadWidgetsResult = .success([Widget.fixture()])
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await scene.interactor.loadWidgets(request: request)

        let viewModel = EdgeCasesForAVeryLongModuleModels.LoadWidgets.ViewModel(
            widgets: [WidgetViewModel.fixture()]
        )
        #expect(display.displayLoadWidgetsReceived == [viewModel])
        #expect(scene.router.dataStore?.widgets == [Widget.fixture()])
    }

    @Test func loadWidgetsFailureReachesTheDisplay() async {
        worker.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await scene.interactor.loadWidgets(request: request)

        let message = EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayLoadWidgetsReceived.isEmpty)
    }

    @Test func latestFailureReachesTheDisplay() {
        worker.latestFailureReturnValue = nil
        let request = EdgeCasesForAVeryLongModuleModels.LatestFailure.Request()

        scene.interactor.latestFailure(request: request)

        #expect(display.displayLatestFailureReceived.count == 1)
    }

    @Test func renameReachesTheDisplay() async {
        worker.renameResult = .success(Widget.fixture())
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await scene.interactor.rename(request: request)

        let viewModel = EdgeCasesForAVeryLongModuleModels.Rename.ViewModel(
            renameResult: WidgetViewModel.fixture()
        )
        #expect(display.displayRenameReceived == [viewModel])
        #expect(scene.router.dataStore?.renameResult == Widget.fixture())
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

    @Test func countReachesTheDisplay() async {
        worker.countReturnValue = 1
        let request = EdgeCasesForAVeryLongModuleModels.Count.Request()

        await scene.interactor.count(request: request)

        let viewModel = EdgeCasesForAVeryLongModuleModels.Count.ViewModel(countResult: 1)
        #expect(display.displayCountReceived == [viewModel])
        #expect(scene.router.dataStore?.countResult == 1)
    }
}
