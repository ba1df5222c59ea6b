#if canImport(UIKit)
    import Observation
    import UIKit

    /// The EdgeCasesForAVeryLongModule screen. It draws the view model's state, again after every change,
    /// and forwards the user's actions to the view model as intents; it owns the router
    /// that takes the view model's routes from it.
    final class EdgeCasesForAVeryLongModuleViewController: UIViewController {
        private let viewModel: any EdgeCasesForAVeryLongModuleViewModelProtocol
        /// Kept here because the view model holds its navigator weakly.
        private let router: EdgeCasesForAVeryLongModuleRouter?
        /// Loads what the screen shows; cancelled when the screen goes away for good. Readable
        /// by the tests.
        private(set) var loadTask: Task<Void, Never>?

        /// The screen with its view model and router, working on `service`.
        convenience init(service: any EdgeCasesForAVeryLongModuleServiceProtocol) {
            let router = EdgeCasesForAVeryLongModuleRouter()
            self.init(
                viewModel: EdgeCasesForAVeryLongModuleViewModel(
                    service: service,
                    navigator: router
                ),
                router: router
            )
        }

        /// The screen drawing `viewModel`; `router`, when given, navigates from this screen.
        init(
            viewModel: any EdgeCasesForAVeryLongModuleViewModelProtocol,
            router: EdgeCasesForAVeryLongModuleRouter? = nil
        ) {
            self.viewModel = viewModel
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router?.viewController = self
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError(
                "EdgeCasesForAVeryLongModuleViewController is made in code: use init(viewModel:)"
            )
        }

        deinit {
            loadTask?.cancel()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // TODO: Add the screen's views; their actions call the view model's intents.
            observeState()
            // The task holds the view model, not this controller, so the controller can go
            // away while the view model loads (and its deinit cancels the load).
            loadTask = Task { [viewModel] in await viewModel.onAppear() }
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Popped, or dismissed alone or with its navigation controller, the screen will not
            // come back: stop its work.
            let isGone =
                isMovingFromParent || isBeingDismissed
                || navigationController?.isBeingDismissed == true
            if isGone {
                loadTask?.cancel()
            }
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
            // TODO: Show `state.latestFailureResult`.
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
