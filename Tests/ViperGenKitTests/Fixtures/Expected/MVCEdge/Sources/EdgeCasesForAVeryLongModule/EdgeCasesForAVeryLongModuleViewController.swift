#if canImport(UIKit)
    import UIKit

    /// The EdgeCasesForAVeryLongModule screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class EdgeCasesForAVeryLongModuleViewController: UIViewController {
        private let store: EdgeCasesForAVeryLongModuleStore

        init(store: EdgeCasesForAVeryLongModuleStore) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError(
                "EdgeCasesForAVeryLongModuleViewController is created in code, with its store"
            )
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { await load() }
        }

        /// Runs the use cases that fill the screen, then shows what the store keeps.
        private func load() async {
            store.makeHandler()
            do {
                try await store.loadWidgets()
            } catch {
                showError(error)
            }
            store.latestFailure()
            await store.count()
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

        private func showWidget(_ widget: WidgetViewModel) {
            // TODO: Build the destination and show it, for example:
            // navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
