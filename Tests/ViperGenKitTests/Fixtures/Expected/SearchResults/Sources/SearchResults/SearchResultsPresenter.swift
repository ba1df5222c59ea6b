import Foundation

/// The SearchResults presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class SearchResultsPresenter {
    private weak var view: (any SearchResultsView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any SearchResultsNavigator)?
    private let model: any SearchResultsModelProtocol

    init(model: any SearchResultsModelProtocol, navigator: (any SearchResultsNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any SearchResultsView) {
        self.view = view
        updateView()
    }

    func search(query: String) async {
        do {
            let searchResult = try await model.search(query: query)
            view?.displaySearchResult(searchResult.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showResult(_ result: ResultViewModel) {
        navigator?.showResult(result)
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        // TODO: Show the model's state here: no use case of the spec loads it without arguments.
    }

    private func makeViewModel(from result: Result) -> ResultViewModel {
        ResultViewModel(id: result.id, title: result.title)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
