#if canImport(UIKit)
    import UIKit

    /// The Nouns screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class NounsViewController: UIViewController {
        private let store: NounsStore
        /// The first load, cancelled when the screen goes away for good.
        private var loadTask: Task<Void, Never>?
        /// What the views show of `store.fetchCarsResult`.
        private var fetchCarsResult: [CarViewModel] = []
        /// What the views show of `store.refreshCarsResult`.
        private var refreshCarsResult: [CarViewModel] = []
        /// What the views show of `store.carsResult`.
        private var carsResult: [CarViewModel] = []
        /// What the views show of `store.newestCar`.
        private var newestCar: CarViewModel?
        /// What the views show of `store.latestResult`.
        private var latestResult: CarViewModel?

        init(store: NounsStore) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("NounsViewController is created in code, with its store")
        }

        deinit {
            loadTask?.cancel()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // The task keeps the store, not the controller, while it waits.
            loadTask = Task { [weak self, store] in
                await store.load()
                self?.updateUI()
            }
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

        /// Shows what the store keeps: the one place that writes to the views.
        private func updateUI() {
            fetchCarsResult = store.fetchCarsResult.map(makeViewModel(from:))
            refreshCarsResult = store.refreshCarsResult.map(makeViewModel(from:))
            carsResult = store.carsResult.map(makeViewModel(from:))
            newestCar = store.newestCar.map(makeViewModel(from:))
            latestResult = store.latestResult.map(makeViewModel(from:))
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
            if let errorMessage = store.errorMessage {
                store.errorMessage = nil
                showError(errorMessage)
            }
        }

        private func makeViewModel(from car: Car) -> CarViewModel {
            CarViewModel(id: car.id, seller: car.seller)
        }

        private func showError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
