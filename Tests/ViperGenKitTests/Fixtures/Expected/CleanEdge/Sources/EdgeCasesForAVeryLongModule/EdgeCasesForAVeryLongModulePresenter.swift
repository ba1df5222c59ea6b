import Foundation

/// The EdgeCasesForAVeryLongModule presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class EdgeCasesForAVeryLongModulePresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any EdgeCasesForAVeryLongModuleDisplayLogic)?

    init(display: any EdgeCasesForAVeryLongModuleDisplayLogic) {
        self.display = display
    }
}

extension EdgeCasesForAVeryLongModulePresenter {
    private func makeViewModel(from widget: Widget) -> WidgetViewModel {
        WidgetViewModel(id: widget.id, title: widget.title)
    }

    private func makeErrorViewModel(from error: any Error)
        -> EdgeCasesForAVeryLongModuleModels.ErrorViewModel
    {
        EdgeCasesForAVeryLongModuleModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension EdgeCasesForAVeryLongModulePresenter: EdgeCasesForAVeryLongModulePresentationLogic {
    func presentMakeHandler(response: EdgeCasesForAVeryLongModuleModels.MakeHandler.Response) {
        let viewModel = EdgeCasesForAVeryLongModuleModels.MakeHandler.ViewModel(
            handler: response.handler
        )
        display?.displayMakeHandler(viewModel: viewModel)
    }

    func presentLoadWidgets(response: EdgeCasesForAVeryLongModuleModels.LoadWidgets.Response) {
        let viewModel = EdgeCasesForAVeryLongModuleModels.LoadWidgets.ViewModel(
            widgets: response.widgets.map(makeViewModel(from:))
        )
        display?.displayLoadWidgets(viewModel: viewModel)
    }

    func presentLoadWidgets(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentLatestFailure(response: EdgeCasesForAVeryLongModuleModels.LatestFailure.Response) {
        let viewModel = EdgeCasesForAVeryLongModuleModels.LatestFailure.ViewModel(
            latestFailureResult: response.latestFailureResult
        )
        display?.displayLatestFailure(viewModel: viewModel)
    }

    func presentRename(response: EdgeCasesForAVeryLongModuleModels.Rename.Response) {
        let viewModel = EdgeCasesForAVeryLongModuleModels.Rename.ViewModel(
            renameResult: makeViewModel(from: response.renameResult)
        )
        display?.displayRename(viewModel: viewModel)
    }

    func presentRename(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentCount(response: EdgeCasesForAVeryLongModuleModels.Count.Response) {
        let viewModel = EdgeCasesForAVeryLongModuleModels.Count.ViewModel(
            countResult: response.countResult
        )
        display?.displayCount(viewModel: viewModel)
    }
}
