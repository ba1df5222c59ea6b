import Testing

@testable import CleanEdge

@MainActor
struct EdgeCasesForAVeryLongModuleInteractorTests {
    private let presenter = EdgeCasesForAVeryLongModulePresentationLogicSpy()
    private let worker = EdgeCasesForAVeryLongModuleWorkerSpy()
    private let interactor: EdgeCasesForAVeryLongModuleInteractor

    init() {
        interactor = EdgeCasesForAVeryLongModuleInteractor(presenter: presenter, worker: worker)
    }

    @Test func loadWidgetsPresentsWhatTheWorkerReturns() async {
        worker.loadWidgetsResult = .success([Widget.fixture()])
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await interactor.loadWidgets(request: request)

        #expect(worker.loadWidgetsCallCount == 1)
        let response = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Response(
            widgets: [Widget.fixture()]
        )
        #expect(presenter.presentLoadWidgetsReceived == [response])
        #expect(interactor.widgets == [Widget.fixture()])
    }

    @Test func loadWidgetsPresentsTheWorkersError() async {
        worker.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await interactor.loadWidgets(request: request)

        #expect(presenter.presentLoadWidgetsErrors.count == 1)
        #expect(
            presenter.presentLoadWidgetsErrors.first as? EdgeCasesForAVeryLongModuleTestError
                == .stubbed
        )
        #expect(presenter.presentLoadWidgetsReceived.isEmpty)
    }

    @Test func latestFailurePresentsWhatTheWorkerReturns() {
        worker.latestFailureReturnValue = nil
        let request = EdgeCasesForAVeryLongModuleModels.LatestFailure.Request()

        interactor.latestFailure(request: request)

        #expect(worker.latestFailureCallCount == 1)
        #expect(presenter.presentLatestFailureReceived.count == 1)
    }

    @Test func renamePresentsWhatTheWorkerReturns() async {
        worker.renameResult = .success(Widget.fixture())
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await interactor.rename(request: request)

        #expect(worker.renameCallCount == 1)
        #expect(worker.renameReceived.first?.widget == Widget.fixture())
        #expect(worker.renameReceived.first?.title == "title")
        let response = EdgeCasesForAVeryLongModuleModels.Rename.Response(
            renameResult: Widget.fixture()
        )
        #expect(presenter.presentRenameReceived == [response])
        #expect(interactor.renameResult == Widget.fixture())
    }

    @Test func renamePresentsTheWorkersError() async {
        worker.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await interactor.rename(request: request)

        #expect(presenter.presentRenameErrors.count == 1)
        #expect(
            presenter.presentRenameErrors.first as? EdgeCasesForAVeryLongModuleTestError == .stubbed
        )
        #expect(presenter.presentRenameReceived.isEmpty)
    }

    @Test func countPresentsWhatTheWorkerReturns() async {
        worker.countReturnValue = 1
        let request = EdgeCasesForAVeryLongModuleModels.Count.Request()

        await interactor.count(request: request)

        #expect(worker.countCallCount == 1)
        let response = EdgeCasesForAVeryLongModuleModels.Count.Response(countResult: 1)
        #expect(presenter.presentCountReceived == [response])
        #expect(interactor.countResult == 1)
    }
}
