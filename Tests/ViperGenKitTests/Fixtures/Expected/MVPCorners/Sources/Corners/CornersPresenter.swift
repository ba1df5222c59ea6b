import Foundation

/// The Corners presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class CornersPresenter {
    private weak var view: (any CornersView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any CornersNavigator)?
    private let model: any CornersModelProtocol

    init(model: any CornersModelProtocol, navigator: (any CornersNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any CornersView) {
        self.view = view
        updateView()
    }

    func rename(`let` name: String) async {
        do {
            try await model.rename(let: name)
            updateView()
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func makeView() {
        let viewResult = model.makeView()
        view?.displayView(viewResult)
    }

    func tally(_ tally: [Gadget], page: Int) {
        let tallyResult = model.tally(tally, page: page)
        view?.displayTally(tallyResult)
    }

    func showGadget(_ row: GadgetRow) {
        navigator?.showGadget(row)
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        view?.display(makeViewModel(from: model.current))
        makeView()
    }

    private func makeViewModel(from gadget: Gadget) -> GadgetRow {
        GadgetRow(id: gadget.id, onTap: gadget.onTap)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
