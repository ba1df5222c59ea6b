#if canImport(UIKit)
    import Observation
    import UIKit

    /// The EdgeCasesForAVeryLongModule screen. It draws the view model's state, again after every change,
    /// and forwards the user's actions to the view model as intents.
    final class EdgeCasesForAVeryLongModuleViewController: UIViewController {
        private let viewModel: any EdgeCasesForAVeryLongModuleViewModelProtocol

        init(viewModel: any EdgeCasesForAVeryLongModuleViewModelProtocol) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError(
                "EdgeCasesForAVeryLongModuleViewController is made in code: use init(viewModel:)"
            )
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // TODO: Add the screen's views; their actions call the view model's intents.
            observeState()
            Task { await viewModel.onAppear() }
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

        private func render(_ state: EdgeCasesForAVeryLongModuleState) {
            // TODO: Show `state.handler`.
            // TODO: Show `state.widgets`.
            // TODO: Show `state.failure`.
            // TODO: Show `state.renameResult`.
            // TODO: Show `state.countResult`.
            // TODO: Show an activity indicator while `state.isLoading`.
            if let message = state.errorMessage, presentedViewController == nil {
                showError(message)
            }
        }

        private func showError(_ message: String) {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: "OK", style: .default) { [weak self] _ in
                    self?.viewModel.dismissError()
                }
            )
            present(alert, animated: true)
        }
    }
#endif
