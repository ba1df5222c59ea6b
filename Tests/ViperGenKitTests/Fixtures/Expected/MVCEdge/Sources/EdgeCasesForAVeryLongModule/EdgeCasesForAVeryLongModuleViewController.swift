#if canImport(UIKit)
    import UIKit

    /// The EdgeCasesForAVeryLongModule screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class EdgeCasesForAVeryLongModuleViewController: UIViewController {
        private let store: EdgeCasesForAVeryLongModuleStore
        /// The first load, cancelled when the screen goes away for good.
        private var loadTask: Task<Void, Never>?
        /// The user's actions in flight, by number, each until it ends; cancelled when the screen
        /// goes away for good.
        private(set) var actionTasks: [Int: Task<Void, Never>] = [:]
        /// How many actions the screen has started, which numbers the next.
        private var actionCount = 0
        /// What the views show of `store.widgets`.
        private var widgets: [WidgetViewModel] = []
        /// What the views show of `store.renameResult`.
        private var renameResult: WidgetViewModel?

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

        deinit {
            loadTask?.cancel()
            for task in actionTasks.values { task.cancel() }
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
                for task in actionTasks.values { task.cancel() }
            }
        }

        /// The user's `rename`: asks the store to perform it, then shows what the
        /// store keeps. Call it from the control that stands for it, e.g. a button's `UIAction`.
        func rename(_ widget: Widget, to title: String) {
            runAction { [store] in
                await store.rename(widget, to: title)
            }
        }

        /// Runs one of the user's actions, then shows what the store keeps. The task keeps the
        /// store, not the controller; it is kept until it ends, and cancelled when the screen goes
        /// away for good.
        private func runAction(_ action: @escaping @MainActor () async -> Void) {
            actionCount += 1
            let number = actionCount
            actionTasks[number] = Task { [weak self] in
                await action()
                self?.actionTasks[number] = nil
                self?.updateUI()
            }
        }

        /// Shows what the store keeps: the one place that writes to the views.
        private func updateUI() {
            widgets = store.widgets.map(makeViewModel(from:))
            renameResult = store.renameResult.map(makeViewModel(from:))
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
            if let errorMessage = store.errorMessage {
                store.errorMessage = nil
                showError(errorMessage)
            }
        }

        private func makeViewModel(from widget: Widget) -> WidgetViewModel {
            WidgetViewModel(id: widget.id, title: widget.title)
        }

        private func showError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }

        /// Leaves for `showWidget`; call it from the control or row that leads there.
        func showWidget(_ widget: WidgetViewModel) {
            // TODO: Build the destination and show it, for example:
            // navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
