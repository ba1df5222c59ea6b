/// The Number presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class NumberPresenter {
    private weak var view: (any NumberView)?
    private let model: any NumberModelProtocol

    init(model: any NumberModelProtocol) {
        self.model = model
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any NumberView) {
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

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        view?.display(makeViewModel(from: model.current))
    }

    private func makeViewModel(from numberModel: NumberModel) -> NumberModelViewModel {
        NumberModelViewModel(value: numberModel.value)
    }
}
