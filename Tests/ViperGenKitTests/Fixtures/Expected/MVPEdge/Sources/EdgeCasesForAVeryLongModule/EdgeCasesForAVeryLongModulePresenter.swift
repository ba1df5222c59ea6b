import Foundation

/// The EdgeCasesForAVeryLongModule presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class EdgeCasesForAVeryLongModulePresenter {
    private weak var view: (any EdgeCasesForAVeryLongModuleView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any EdgeCasesForAVeryLongModuleNavigator)?
    private let model: any EdgeCasesForAVeryLongModuleModelProtocol

    init(
        model: any EdgeCasesForAVeryLongModuleModelProtocol,
        navigator: (any EdgeCasesForAVeryLongModuleNavigator)? = nil
    ) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    func attach(view: any EdgeCasesForAVeryLongModuleView) {
        self.view = view
    }

    func makeHandler() {
        let handler = model.makeHandler()
        view?.displayHandler(handler)
    }

    func loadWidgets() async {
        do {
            let widgets = try await model.loadWidgets()
            view?.displayWidgets(widgets.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func latestFailure() {
        let latestFailureResult = model.latestFailure()
        view?.displayLatestFailure(latestFailureResult)
    }

    func rename(_ widget: Widget, to title: String) async {
        do {
            let renameResult = try await model.rename(widget, to: title)
            view?.displayRenameResult(makeViewModel(from: renameResult))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func count() async {
        let countResult = await model.count()
        view?.displayCount(countResult)
    }

    func showWidget(_ widget: WidgetViewModel) {
        navigator?.showWidget(widget)
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    func updateView() async {
        makeHandler()
        await loadWidgets()
        latestFailure()
        await count()
    }

    private func makeViewModel(from widget: Widget) -> WidgetViewModel {
        WidgetViewModel(id: widget.id, title: widget.title)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
