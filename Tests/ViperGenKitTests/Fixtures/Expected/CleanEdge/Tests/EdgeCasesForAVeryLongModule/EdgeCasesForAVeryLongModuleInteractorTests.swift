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
}

extension EdgeCasesForAVeryLongModuleInteractorTests {
    // MARK: - Use cases

    @Test func loadWidgetsPresentsWhatTheWorkerReturns() async {
        let widgets: [Widget] = [Widget.fixture()]
        worker.loadWidgetsResult = .success(widgets)
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await interactor.loadWidgets(request: request)

        #expect(worker.loadWidgetsCallCount == 1)
        let response = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Response(widgets: widgets)
        #expect(presenter.presentLoadWidgetsReceived == [response])
        #expect(interactor.widgets == widgets)
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

    @Test func loadWidgetsEndsSilentlyWhenCancelled() async {
        worker.loadWidgetsResult = .failure(CancellationError())
        let request = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Request()

        await interactor.loadWidgets(request: request)

        #expect(presenter.presentLoadWidgetsErrors.isEmpty)
        #expect(presenter.presentLoadWidgetsReceived.isEmpty)
    }

    @Test func latestFailurePresentsWhatTheWorkerReturns() {
        let latestFailureResult: (any Error)? = nil
        worker.latestFailureReturnValue = latestFailureResult
        let request = EdgeCasesForAVeryLongModuleModels.LatestFailure.Request()

        interactor.latestFailure(request: request)

        #expect(worker.latestFailureCallCount == 1)
        // The result is not Equatable: what is presented and kept must print as it does.
        let printed = String(describing: latestFailureResult)
        let presented = presenter.presentLatestFailureReceived.map(\.latestFailureResult)
        #expect(presented.map { String(describing: $0) } == [printed])
        #expect(String(describing: interactor.latestFailureResult) == printed)
    }

    @Test func renamePresentsWhatTheWorkerReturns() async {
        let renameResult: Widget = Widget.fixture()
        worker.renameResult = .success(renameResult)
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await interactor.rename(request: request)

        #expect(worker.renameCallCount == 1)
        #expect(worker.renameReceived.first?.widget == request.widget)
        #expect(worker.renameReceived.first?.title == request.title)
        let response = EdgeCasesForAVeryLongModuleModels.Rename.Response(renameResult: renameResult)
        #expect(presenter.presentRenameReceived == [response])
        #expect(interactor.renameResult == renameResult)
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

    @Test func renameEndsSilentlyWhenCancelled() async {
        worker.renameResult = .failure(CancellationError())
        let request = EdgeCasesForAVeryLongModuleModels.Rename.Request(
            widget: Widget.fixture(),
            title: "title"
        )

        await interactor.rename(request: request)

        #expect(presenter.presentRenameErrors.isEmpty)
        #expect(presenter.presentRenameReceived.isEmpty)
    }

    @Test func countPresentsWhatTheWorkerReturns() async {
        let countResult: Int = 250
        worker.countReturnValue = countResult
        let request = EdgeCasesForAVeryLongModuleModels.Count.Request()

        await interactor.count(request: request)

        #expect(worker.countCallCount == 1)
        let response = EdgeCasesForAVeryLongModuleModels.Count.Response(countResult: countResult)
        #expect(presenter.presentCountReceived == [response])
        #expect(interactor.countResult == countResult)
    }
}
