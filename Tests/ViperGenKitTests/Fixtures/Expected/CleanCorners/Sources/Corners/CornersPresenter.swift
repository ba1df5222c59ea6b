import Foundation

/// The Corners presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class CornersPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any CornersDisplayLogic)?

    init(display: any CornersDisplayLogic) {
        self.display = display
    }
}

extension CornersPresenter {
    private func makeViewModel(from gadget: Gadget) -> GadgetViewModel {
        GadgetViewModel(id: gadget.id, tags: gadget.tags)
    }

    private func makeErrorViewModel(from error: any Error) -> CornersModels.ErrorViewModel {
        CornersModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension CornersPresenter: CornersPresentationLogic {
    func presentUniqueGadgets(response: CornersModels.UniqueGadgets.Response) {
        let viewModel = CornersModels.UniqueGadgets.ViewModel(
            uniqueGadgetsResult: response.uniqueGadgetsResult
        )
        display?.displayUniqueGadgets(viewModel: viewModel)
    }

    func presentUniqueGadgets(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentCountsByGadget(response: CornersModels.CountsByGadget.Response) {
        let viewModel = CornersModels.CountsByGadget.ViewModel(
            countsByGadgets: response.countsByGadgets
        )
        display?.displayCountsByGadget(viewModel: viewModel)
    }

    func presentFetch(response: CornersModels.Fetch.Response) {
        let viewModel = CornersModels.Fetch.ViewModel(
            fetchResult: response.fetchResult.map(makeViewModel(from:))
        )
        display?.displayFetch(viewModel: viewModel)
    }

    func presentFetch(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentCanImport(response: CornersModels.CanImport.Response) {
        let viewModel = CornersModels.CanImport.ViewModel(canImportResult: response.canImportResult)
        display?.displayCanImport(viewModel: viewModel)
    }

    func presentTuple(response: CornersModels.Tuple.Response) {
        let viewModel = CornersModels.Tuple.ViewModel(tupleResult: response.tupleResult)
        display?.displayTuple(viewModel: viewModel)
    }

    func presentLabeledTuple(response: CornersModels.LabeledTuple.Response) {
        let viewModel = CornersModels.LabeledTuple.ViewModel(
            labeledTupleResult: response.labeledTupleResult
        )
        display?.displayLabeledTuple(viewModel: viewModel)
    }

    func presentCurrentPresenter(response: CornersModels.CurrentPresenter.Response) {
        let viewModel = CornersModels.CurrentPresenter.ViewModel(
            currentPresenterResult: response.currentPresenterResult
        )
        display?.displayCurrentPresenter(viewModel: viewModel)
    }

    func presentArchiveAllWidgetsOfTheCatalogForTheWeekends(
        response: CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Response
    ) {
        let viewModel = CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.ViewModel(
            allWidgetsOfTheCatalogForTheWeekends: response.allWidgetsOfTheCatalogForTheWeekends.map(
                makeViewModel(from:)
            )
        )
        display?.displayArchiveAllWidgetsOfTheCatalogForTheWeekends(viewModel: viewModel)
    }
}
