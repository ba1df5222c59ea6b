import Foundation

/// The EdgeCasesForAVeryLongModule presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class EdgeCasesForAVeryLongModulePresenter {
    weak var view: (any EdgeCasesForAVeryLongModuleView)?
    private let interactor: any EdgeCasesForAVeryLongModuleInteractorProtocol
    private let router: any EdgeCasesForAVeryLongModuleRouterProtocol

    init(
        interactor: any EdgeCasesForAVeryLongModuleInteractorProtocol,
        router: any EdgeCasesForAVeryLongModuleRouterProtocol
    ) {
        self.interactor = interactor
        self.router = router
    }
}

extension EdgeCasesForAVeryLongModulePresenter {
    private func makeViewModel(from widget: Widget) -> WidgetViewModel {
        WidgetViewModel(id: widget.id, title: widget.title)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension EdgeCasesForAVeryLongModulePresenter: EdgeCasesForAVeryLongModulePresenterProtocol {
    func viewDidLoad() async {
        makeHandler()
        await loadWidgets()
        latestFailure()
        await count()
    }

    func makeHandler() {
        let handler = interactor.makeHandler()
        view?.displayHandler(handler)
    }

    func loadWidgets() async {
        do {
            let widgets = try await interactor.loadWidgets()
            view?.displayWidgets(widgets.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func latestFailure() {
        let latestFailureResult = interactor.latestFailure()
        view?.displayLatestFailure(latestFailureResult)
    }

    func rename(_ widget: Widget, to title: String) async {
        do {
            let renameResult = try await interactor.rename(widget, to: title)
            view?.displayRenameResult(makeViewModel(from: renameResult))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func count() async {
        let countResult = await interactor.count()
        view?.displayCount(countResult)
    }

    func showWidget(_ widget: WidgetViewModel) {
        router.showWidget(widget)
    }
}
