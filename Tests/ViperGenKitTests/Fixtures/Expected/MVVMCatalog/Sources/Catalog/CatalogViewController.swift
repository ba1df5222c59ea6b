#if canImport(UIKit)
    import Observation
    import UIKit

    /// The Catalog screen. It draws the view model's state, again after every change,
    /// and forwards the user's actions to the view model as intents.
    public final class CatalogViewController: UIViewController {
        private let viewModel: any CatalogViewModelProtocol

        public init(viewModel: any CatalogViewModelProtocol) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("CatalogViewController is made in code: use init(viewModel:)")
        }

        public override func viewDidLoad() {
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

        private func render(_ state: CatalogState) {
            // TODO: Show `state.products`.
            // TODO: Show `state.productResult`.
            // TODO: Show `state.searchResult`.
            // TODO: Show `state.levels`.
            // TODO: Show `state.tagsResult`.
            // TODO: Show `state.range`.
            // TODO: Show `state.updateResult`.
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
