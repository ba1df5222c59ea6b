#if canImport(UIKit)
    import Observation
    import UIKit

    /// The Number screen. It draws the view model's state, again after every change,
    /// and forwards the user's actions to the view model as intents.
    final class NumberViewController: UIViewController {
        private let viewModel: any NumberViewModelProtocol

        /// The screen with its view model, working on `service`.
        convenience init(service: any NumberServiceProtocol) {
            self.init(viewModel: NumberViewModel(service: service))
        }

        /// The screen drawing `viewModel`.
        init(viewModel: any NumberViewModelProtocol) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("NumberViewController is made in code: use init(viewModel:)")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // TODO: Add the screen's views; their actions call the view model's intents.
            observeState()
        }

        /// Renders the state now, and again after each change to it.
        private func observeState() {
            withObservationTracking {
                render(viewModel.state)
            } onChange: { [weak self] in
                // Called before the change is made: render on the main actor once it is.
                Task { @MainActor in self?.observeState() }
            }
        }

        private func render(_ state: NumberState) {
            // TODO: Draw what `state` holds.
        }
    }
#endif
