import Foundation

/// The Corners business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
/// Cancelled work (the screen went away) ends silently.
@MainActor
final class CornersInteractor: CornersDataStore {
    private(set) var gadgets: Set<Gadget> = []
    private(set) var byGadget: [Gadget: Int] = [:]
    private(set) var fetchResult: [Gadget] = []
    private(set) var importResult: Bool = false
    private(set) var tupleResult: (Int, String) = (0, "")
    private(set) var labeledTupleResult: (a: Int, b: String) = (a: 0, b: "")
    private(set) var presenterResult: String = ""
    private(set) var everyWidgetOfTheCatalogForTheWeekend: [Gadget] = []
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
            let gadgets = try await worker.uniqueGadgets()
            self.gadgets = gadgets
            presenter.presentUniqueGadgets(
                response: CornersModels.UniqueGadgets.Response(gadgets: gadgets)
            )
        } catch {
            guard !isCancellation(error) else { return }
            presenter.presentUniqueGadgets(error: error)
        }
    }

    func countsByGadget(request: CornersModels.CountsByGadget.Request) {
        let byGadget = worker.countsByGadget()
        self.byGadget = byGadget
        presenter.presentCountsByGadget(
            response: CornersModels.CountsByGadget.Response(byGadget: byGadget)
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
        let importResult = worker.canImport()
        self.importResult = importResult
        presenter.presentCanImport(
            response: CornersModels.CanImport.Response(importResult: importResult)
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
        let presenterResult = worker.currentPresenter()
        self.presenterResult = presenterResult
        presenter.presentCurrentPresenter(
            response: CornersModels.CurrentPresenter.Response(presenterResult: presenterResult)
        )
    }

    func archiveEveryWidgetOfTheCatalogForTheWeekend(
        request: CornersModels.ArchiveEveryWidgetOfTheCatalogForTheWeekend.Request
    ) async {
        let everyWidgetOfTheCatalogForTheWeekend =
            await worker.archiveEveryWidgetOfTheCatalogForTheWeekend()
        self.everyWidgetOfTheCatalogForTheWeekend = everyWidgetOfTheCatalogForTheWeekend
        presenter.presentArchiveEveryWidgetOfTheCatalogForTheWeekend(
            response: CornersModels.ArchiveEveryWidgetOfTheCatalogForTheWeekend.Response(
                everyWidgetOfTheCatalogForTheWeekend: everyWidgetOfTheCatalogForTheWeekend
            )
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
