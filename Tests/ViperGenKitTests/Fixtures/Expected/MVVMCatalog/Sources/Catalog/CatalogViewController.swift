#if canImport(UIKit)
    import Observation
    import UIKit

    /// The Catalog screen. It draws the view model's state, again after every change,
    /// and forwards the user's actions to the view model as intents; it owns the router
    /// that takes the view model's routes from it.
    public final class CatalogViewController: UIViewController {
        private let viewModel: any CatalogViewModelProtocol
        /// Kept here because the view model holds its navigator weakly.
        private let router: CatalogRouter?
        /// Loads what the screen shows; cancelled when the screen goes away for good. Readable
        /// by the tests.
        private(set) var loadTask: Task<Void, Never>?

        /// The screen with its view model and router, working on `service`.
        public convenience init(service: any CatalogServiceProtocol) {
            let router = CatalogRouter()
            self.init(
                viewModel: CatalogViewModel(service: service, navigator: router),
                router: router
            )
        }

        /// The screen drawing `viewModel`; `router`, when given, navigates from this screen.
        public init(viewModel: any CatalogViewModelProtocol, router: CatalogRouter? = nil) {
            self.viewModel = viewModel
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router?.viewController = self
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("CatalogViewController is made in code: use init(viewModel:)")
        }

        deinit {
            loadTask?.cancel()
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            // TODO: Add the screen's views; their actions call the view model's intents.
            observeState()
            // The task holds the view model, not this controller, so the controller can go
            // away while the view model loads (and its deinit cancels the load).
            loadTask = Task { [viewModel] in await viewModel.onAppear() }
        }

        public override func viewDidDisappear(_ animated: Bool) {
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

        private func render(_ state: CatalogState) {
            // TODO: Show `state.products`.
            // TODO: Show `state.productResult`.
            // TODO: Show `state.searchResult`.
            // TODO: Show `state.stockLevelsResult`.
            // TODO: Show `state.tagsResult`.
            // TODO: Show `state.priceRangeResult`.
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
