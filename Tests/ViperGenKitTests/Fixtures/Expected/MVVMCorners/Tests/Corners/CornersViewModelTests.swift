import Foundation
import Testing

@testable import MVVMCorners

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct CornersViewModelTests {
    private let service = CornersServiceSpy()
    private let navigator = CornersNavigatorSpy()
    private let viewModel: CornersViewModel

    init() {
        viewModel = CornersViewModel(service: service, navigator: navigator)
    }
}

extension CornersViewModelTests {
    // MARK: - Use cases

    @Test func onAppearLoadsTheScreen() async {
        service.loadGadgetsResult = .success([Gadget.fixture()])
        service.uniqueGadgetsResult = .success([])
        service.countsByGadgetReturnValue = [Gadget.fixture(): 642]
        service.useCaseReturnValue = 314
        service.checkIsLoadingReturnValue = true
        service.tupleReturnValue = (669, "tuple")
        service.labeledTupleReturnValue = (a: 336, b: "b")

        await viewModel.onAppear()

        #expect(service.loadGadgetsCallCount == 1)
        #expect(service.uniqueGadgetsCallCount == 1)
        #expect(service.countsByGadgetCallCount == 1)
        #expect(service.useCaseCallCount == 1)
        #expect(service.checkIsLoadingCallCount == 1)
        #expect(service.tupleCallCount == 1)
        #expect(service.labeledTupleCallCount == 1)
    }

    @Test func loadGadgetsPublishesTheResult() async {
        service.loadGadgetsResult = .success([Gadget.fixture()])

        await viewModel.loadGadgets()

        #expect(service.loadGadgetsCallCount == 1)
        #expect(viewModel.state.gadgets.map(\.id) == [Gadget.fixture().id])
        #expect(viewModel.state.gadgets.map(\.tags) == [Gadget.fixture().tags])
        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadGadgetsPublishesAnError() async {
        let error = CornersTestError.stubbed
        service.loadGadgetsResult = .failure(error)

        await viewModel.loadGadgets()

        #expect(viewModel.state.errorMessage == error.localizedDescription)
        #expect(viewModel.state.gadgets == CornersState().gadgets)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadGadgetsEndsSilentlyWhenCancelled() async {
        service.loadGadgetsResult = .failure(CancellationError())

        await viewModel.loadGadgets()

        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func loadGadgetsShowsLoadingWhileItRuns() async {
        service.loadGadgetsResult = .success([Gadget.fixture()])
        service.holdsCalls = true
        let call = Task {
            await viewModel.loadGadgets()
        }
        await service.waitForAHeldCall()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await call.value
        #expect(!viewModel.state.isLoading)
    }

    @Test func uniqueGadgetsPublishesTheResult() async {
        service.uniqueGadgetsResult = .success([])

        await viewModel.uniqueGadgets()

        #expect(service.uniqueGadgetsCallCount == 1)

        #expect(viewModel.state.uniqueGadgetsResult == [])
        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func uniqueGadgetsPublishesAnError() async {
        let error = CornersTestError.stubbed
        service.uniqueGadgetsResult = .failure(error)

        await viewModel.uniqueGadgets()

        #expect(viewModel.state.errorMessage == error.localizedDescription)
        #expect(viewModel.state.uniqueGadgetsResult == CornersState().uniqueGadgetsResult)
        #expect(!viewModel.state.isLoading)
    }

    @Test func uniqueGadgetsEndsSilentlyWhenCancelled() async {
        service.uniqueGadgetsResult = .failure(CancellationError())

        await viewModel.uniqueGadgets()

        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func uniqueGadgetsShowsLoadingWhileItRuns() async {
        service.uniqueGadgetsResult = .success([])
        service.holdsCalls = true
        let call = Task {
            await viewModel.uniqueGadgets()
        }
        await service.waitForAHeldCall()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await call.value
        #expect(!viewModel.state.isLoading)
    }

    @Test func countsByGadgetPublishesTheResult() {
        service.countsByGadgetReturnValue = [Gadget.fixture(): 642]

        viewModel.countsByGadget()

        #expect(service.countsByGadgetCallCount == 1)

        #expect(viewModel.state.countsByGadgets == [Gadget.fixture(): 642])
    }

    @Test func useCasePublishesTheResult() {
        service.useCaseReturnValue = 314

        viewModel.useCase()

        #expect(service.useCaseCallCount == 1)

        #expect(viewModel.state.useCaseResult == 314)
    }

    @Test func checkIsLoadingPublishesTheResult() {
        service.checkIsLoadingReturnValue = true

        viewModel.checkIsLoading()

        #expect(service.checkIsLoadingCallCount == 1)

        #expect(viewModel.state.isLoadingResult == true)
    }

    @Test func tuplePublishesTheResult() {
        service.tupleReturnValue = (669, "tuple")

        viewModel.tuple()

        #expect(service.tupleCallCount == 1)
    }

    @Test func labeledTuplePublishesTheResult() {
        service.labeledTupleReturnValue = (a: 336, b: "b")

        viewModel.labeledTuple()

        #expect(service.labeledTupleCallCount == 1)
    }

    @Test func dismissErrorClearsTheError() async {
        service.loadGadgetsResult = .failure(CornersTestError.stubbed)
        await viewModel.loadGadgets()

        viewModel.dismissError()

        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func isLoadingLastsUntilTheLastIntentEnds() async {
        service.loadGadgetsResult = .success([Gadget.fixture()])
        service.holdsCalls = true
        let first = Task {
            await viewModel.loadGadgets()
        }
        await service.waitForAHeldCall()
        service.holdsCalls = false

        await viewModel.loadGadgets()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await first.value
        #expect(!viewModel.state.isLoading)
    }

    // MARK: - Routes

    @Test func showRowsNavigates() {
        let rows: Set<GadgetItemViewModel> = []

        viewModel.showRows(rows)

        #expect(navigator.showRowsCallCount == 1)
        #expect(navigator.showRowsReceived == [rows])
    }

    @Test func showRowsPushesItsScreen() {
        let router = CornersRouter()
        let viewModel = CornersViewModel(service: service, navigator: router)

        viewModel.showRows([])

        guard case .showRows? = router.destination?.route else {
            Issue.record("showRows pushed another destination")
            return
        }
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let content = CornersScreen(service: service)
            let root = CornersScreen.root(service: service)

            _ = content
            #expect(root is NavigationStack<NavigationPath, CornersScreen>)
        }
    #endif
}
