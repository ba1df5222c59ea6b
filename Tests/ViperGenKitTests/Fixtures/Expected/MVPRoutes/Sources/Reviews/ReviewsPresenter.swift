import Foundation

/// The Reviews presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class ReviewsPresenter {
    private weak var view: (any ReviewsView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any ReviewsNavigator)?
    private let model: any ReviewsModelProtocol

    init(model: any ReviewsModelProtocol, navigator: (any ReviewsNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly. The screen then awaits
    /// `updateView()` to show it the current state, in a task it cancels when it goes away.
    func attach(view: any ReviewsView) {
        self.view = view
    }

    func loadReviews() async {
        do {
            let reviews = try await model.loadReviews()
            view?.displayReviews(reviews.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showShelf() {
        navigator?.showShelf()
    }

    /// Shows the model's current state: once the screen has attached its view, and after
    /// each action that has no result of its own.
    func updateView() async {
        await loadReviews()
    }

    private func makeViewModel(from review: Review) -> ReviewViewModel {
        ReviewViewModel(author: review.author, text: review.text)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
