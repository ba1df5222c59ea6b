#if canImport(UIKit)
    import Observation
    import UIKit

    /// The MVVMFolders screen. It draws the view model's state, again after every change,
    /// and forwards the user's actions to the view model as intents; it owns the router
    /// that takes the view model's routes from it.
    final class MVVMFoldersViewController: UIViewController {
        private let viewModel: any MVVMFoldersViewModelProtocol
        /// Kept here because the view model holds its navigator weakly.
        private let router: MVVMFoldersRouter?

        /// The screen with its view model and router, working on `service`.
        /// The view model keeps what the route that opened the screen passed.
        /// The router builds the modules the routes open with `dependencies`.
        convenience init(
            folder: String,
            service: any MVVMFoldersServiceProtocol,
            dependencies: any MVVMFoldersDependencies
        ) {
            let router = MVVMFoldersRouter(dependencies: dependencies)
            self.init(
                viewModel: MVVMFoldersViewModel(
                    folder: folder,
                    service: service,
                    navigator: router
                ),
                router: router
            )
        }

        /// The screen drawing `viewModel`; `router`, when given, navigates from this screen.
        init(viewModel: any MVVMFoldersViewModelProtocol, router: MVVMFoldersRouter? = nil) {
            self.viewModel = viewModel
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router?.viewController = self
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("MVVMFoldersViewController is made in code: use init(viewModel:)")
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

        private func render(_ state: MVVMFoldersState) {
            // TODO: Show `state.directories`.
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
