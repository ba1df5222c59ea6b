#if canImport(UIKit)
    import UIKit

    /// The MVCCounter screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class MVCCounterViewController: UIViewController {
        private let store: MVCCounterStore

        init(store: MVCCounterStore) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("MVCCounterViewController is created in code, with its store")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            load()
        }

        /// Runs the use cases that fill the screen, then shows what the store keeps.
        private func load() {
            store.loadCounter()
            updateUI()
        }

        /// Shows what the store keeps: the one place that writes to the views.
        private func updateUI() {
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
        }

        private func showHistory(of counter: Counter) {
            // TODO: Build the destination and show it, for example:
            // navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
