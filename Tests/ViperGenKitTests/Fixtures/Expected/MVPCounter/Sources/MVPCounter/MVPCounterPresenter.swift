/// The MVPCounter presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class MVPCounterPresenter {
    private weak var view: (any MVPCounterView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any MVPCounterNavigator)?
    private let model: any MVPCounterModelProtocol

    init(model: any MVPCounterModelProtocol, navigator: (any MVPCounterNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any MVPCounterView) {
        self.view = view
        updateView()
    }

    func increaseNumber() {
        model.increaseNumber()
        updateView()
    }

    func decreaseNumber() {
        model.decreaseNumber()
        updateView()
    }

    func showHistory(of counter: Counter) {
        navigator?.showHistory(of: counter)
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        view?.display(makeViewModel(from: model.current))
    }

    private func makeViewModel(from counter: Counter) -> CounterViewModel {
        CounterViewModel(
            // TODO: Format `text` from the counter.
            text: "",
            // TODO: Format `isDecreaseEnabled` from the counter.
            isDecreaseEnabled: false
        )
    }
}
