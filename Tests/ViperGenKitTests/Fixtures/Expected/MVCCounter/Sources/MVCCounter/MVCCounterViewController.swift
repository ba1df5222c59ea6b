#if canImport(UIKit)
    import UIKit

    /// The MVCCounter screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class MVCCounterViewController: UIViewController {
        private let store: MVCCounterStore
        /// What the views show of `store.counter`.
        private var counter: CounterViewModel?

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
            store.load()
            updateUI()
        }

        /// The user's `increaseNumber`: asks the store to perform it, then shows what the
        /// store keeps. Call it from the control that stands for it, e.g. a button's `UIAction`.
        func increaseNumber() {
            store.increaseNumber()
            updateUI()
        }

        /// The user's `decreaseNumber`: asks the store to perform it, then shows what the
        /// store keeps. Call it from the control that stands for it, e.g. a button's `UIAction`.
        func decreaseNumber() {
            store.decreaseNumber()
            updateUI()
        }

        /// Shows what the store keeps: the one place that writes to the views.
        private func updateUI() {
            counter = store.counter.map(makeViewModel(from:))
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
        }

        private func makeViewModel(from counter: Counter) -> CounterViewModel {
            CounterViewModel(value: counter.value)
        }

        /// Leaves for `showHistory`; call it from the control or row that leads there.
        func showHistory(of counter: Counter) {
            // TODO: Build the destination and show it, for example:
            // navigationController?.pushViewController(destination, animated: true)
        }

        /// Leaves the screen for `close`; call it from the control that closes it.
        func close() {
            Self.popOrDismiss(self)
            // TODO: Finish what `close` asks for once the screen is gone.
        }

        /// Takes `screen` away the way it was shown: pops it (with what is above it) when it was
        /// pushed, and dismisses it when it was presented, alone or as the root of its
        /// navigation controller. It takes the screen, so that a test can hand it one shown the
        /// way the test says.
        static func popOrDismiss(_ screen: UIViewController) {
            let stack = screen.navigationController?.viewControllers ?? []
            if let index = stack.firstIndex(where: { $0 === screen }), index > 0 {
                screen.navigationController?.popToViewController(
                    stack[index - 1],
                    animated: true
                )
            } else {
                screen.presentingViewController?.dismiss(animated: true)
            }
        }
    }
#endif
