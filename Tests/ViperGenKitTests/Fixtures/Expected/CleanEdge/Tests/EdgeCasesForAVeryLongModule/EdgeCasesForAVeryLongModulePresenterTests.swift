import Foundation
import Testing

@testable import CleanEdge

@MainActor
struct EdgeCasesForAVeryLongModulePresenterTests {
    private let display = EdgeCasesForAVeryLongModuleDisplayLogicSpy()
    private let presenter: EdgeCasesForAVeryLongModulePresenter

    init() {
        presenter = EdgeCasesForAVeryLongModulePresenter(display: display)
    }
}

extension EdgeCasesForAVeryLongModulePresenterTests {
    // MARK: - Use cases

    @Test func presentLoadWidgetsDisplaysTheViewModel() {
        let widgets: [Widget] = [Widget.fixture()]
        let response = EdgeCasesForAVeryLongModuleModels.LoadWidgets.Response(widgets: widgets)

        presenter.presentLoadWidgets(response: response)

        let viewModel = EdgeCasesForAVeryLongModuleModels.LoadWidgets.ViewModel(
            widgets: [WidgetViewModel.fixture()]
        )
        #expect(display.displayLoadWidgetsReceived == [viewModel])
    }

    @Test func presentLoadWidgetsErrorDisplaysTheError() {
        presenter.presentLoadWidgets(error: EdgeCasesForAVeryLongModuleTestError.stubbed)

        let message = EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayLoadWidgetsReceived.isEmpty)
    }

    @Test func presentLatestFailureDisplaysTheViewModel() {
        let latestFailureResult: (any Error)? = nil
        let response = EdgeCasesForAVeryLongModuleModels.LatestFailure.Response(
            latestFailureResult: latestFailureResult
        )

        presenter.presentLatestFailure(response: response)

        #expect(display.displayLatestFailureReceived.count == 1)
    }

    @Test func presentRenameDisplaysTheViewModel() {
        let renameResult: Widget = Widget.fixture()
        let response = EdgeCasesForAVeryLongModuleModels.Rename.Response(renameResult: renameResult)

        presenter.presentRename(response: response)

        let viewModel = EdgeCasesForAVeryLongModuleModels.Rename.ViewModel(
            renameResult: WidgetViewModel.fixture()
        )
        #expect(display.displayRenameReceived == [viewModel])
    }

    @Test func presentRenameErrorDisplaysTheError() {
        presenter.presentRename(error: EdgeCasesForAVeryLongModuleTestError.stubbed)

        let message = EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRenameReceived.isEmpty)
    }

    @Test func presentCountDisplaysTheViewModel() {
        let countResult: Int = 250
        let response = EdgeCasesForAVeryLongModuleModels.Count.Response(countResult: countResult)

        presenter.presentCount(response: response)

        let viewModel = EdgeCasesForAVeryLongModuleModels.Count.ViewModel(countResult: countResult)
        #expect(display.displayCountReceived == [viewModel])
    }
}
