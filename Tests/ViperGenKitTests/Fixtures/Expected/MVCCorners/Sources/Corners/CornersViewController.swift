#if canImport(UIKit)
    import UIKit

    /// The Corners screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class CornersViewController: UIViewController {
        private let store: CornersStore

        init(store: CornersStore) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("CornersViewController is created in code, with its store")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { await load() }
        }

        /// Runs the use cases that fill the screen, then shows what the store keeps.
        private func load() async {
            do {
                try await store.uniqueGadgets()
            } catch {
                showError(error)
            }
            do {
                try await store.dataStore()
            } catch {
                showError(error)
            }
            store.tuple()
            store.labeledTuple()
            do {
                try await store.latestFailure()
            } catch {
                showError(error)
            }
            store.lastReceived()
            do {
                try await store.testHarness()
            } catch {
                showError(error)
            }
            updateUI()
        }

        /// Shows what the store keeps: the one place that writes to the views.
        private func updateUI() {
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
        }

        private func showError(_ error: any Error) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(
                title: nil,
                message: error.localizedDescription,
                preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
