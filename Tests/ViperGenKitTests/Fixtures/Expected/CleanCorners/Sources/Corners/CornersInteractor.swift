import Foundation

/// The Corners business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class CornersInteractor: CornersDataStore {
    private(set) var uniqueGadgetsResult: Set<Gadget> = []
    private(set) var countsByGadgets: [Gadget: Int] = [:]
    private(set) var fetchResult: [Gadget] = []
    private(set) var canImportResult: Bool = false
    private(set) var tupleResult: (Int, String) = (0, "")
    private(set) var labeledTupleResult: (a: Int, b: String) = (a: 0, b: "")
    private(set) var currentPresenterResult: String = ""
    private(set) var allWidgetsOfTheCatalogForTheWeekends: [Gadget] = []
    private let presenter: any CornersPresentationLogic
    private let worker: any CornersWorkerProtocol

    init(presenter: any CornersPresentationLogic, worker: any CornersWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension CornersInteractor: CornersBusinessLogic {
    func uniqueGadgets(request: CornersModels.UniqueGadgets.Request) async {
        do {
            let uniqueGadgetsResult = try await worker.uniqueGadgets()
            self.uniqueGadgetsResult = uniqueGadgetsResult
            presenter.presentUniqueGadgets(
                response: CornersModels.UniqueGadgets.Response(
                    uniqueGadgetsResult: uniqueGadgetsResult
                )
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentUniqueGadgets(error: error)
        }
    }

    func countsByGadget(request: CornersModels.CountsByGadget.Request) {
        let countsByGadgets = worker.countsByGadget()
        self.countsByGadgets = countsByGadgets
        presenter.presentCountsByGadget(
            response: CornersModels.CountsByGadget.Response(countsByGadgets: countsByGadgets)
        )
    }

    func fetch(request: CornersModels.Fetch.Request) async {
        do {
            let fetchResult = try await worker.fetch(in: request.`in`, let: request.key)
            self.fetchResult = fetchResult
            presenter.presentFetch(response: CornersModels.Fetch.Response(fetchResult: fetchResult))
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentFetch(error: error)
        }
    }

    func canImport(request: CornersModels.CanImport.Request) {
        let canImportResult = worker.canImport()
        self.canImportResult = canImportResult
        presenter.presentCanImport(
            response: CornersModels.CanImport.Response(canImportResult: canImportResult)
        )
    }

    func tuple(request: CornersModels.Tuple.Request) {
        let tupleResult = worker.tuple()
        self.tupleResult = tupleResult
        presenter.presentTuple(response: CornersModels.Tuple.Response(tupleResult: tupleResult))
    }

    func labeledTuple(request: CornersModels.LabeledTuple.Request) {
        let labeledTupleResult = worker.labeledTuple()
        self.labeledTupleResult = labeledTupleResult
        presenter.presentLabeledTuple(
            response: CornersModels.LabeledTuple.Response(labeledTupleResult: labeledTupleResult)
        )
    }

    func currentPresenter(request: CornersModels.CurrentPresenter.Request) {
        let currentPresenterResult = worker.currentPresenter()
        self.currentPresenterResult = currentPresenterResult
        presenter.presentCurrentPresenter(
            response: CornersModels.CurrentPresenter.Response(
                currentPresenterResult: currentPresenterResult
            )
        )
    }

    func archiveAllWidgetsOfTheCatalogForTheWeekends(
        request: CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Request
    ) async {
        let allWidgetsOfTheCatalogForTheWeekends =
            await worker.archiveAllWidgetsOfTheCatalogForTheWeekends()
        self.allWidgetsOfTheCatalogForTheWeekends = allWidgetsOfTheCatalogForTheWeekends
        presenter.presentArchiveAllWidgetsOfTheCatalogForTheWeekends(
            response: CornersModels.ArchiveAllWidgetsOfTheCatalogForTheWeekends.Response(
                allWidgetsOfTheCatalogForTheWeekends: allWidgetsOfTheCatalogForTheWeekends
            )
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
