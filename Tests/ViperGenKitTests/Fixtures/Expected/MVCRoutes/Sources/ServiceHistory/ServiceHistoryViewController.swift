#if canImport(UIKit)
    import UIKit

    /// The ServiceHistory screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class ServiceHistoryViewController: UIViewController {
        private let store: ServiceHistoryStore
        /// What the routes build the modules they open with.
        private let dependencies: any ServiceHistoryDependencies
        /// The first load, cancelled when the screen goes away for good.
        private var loadTask: Task<Void, Never>?
        /// What the views show of `store.visits`.
        private var visits: [ServiceVisitViewModel] = []

        init(store: ServiceHistoryStore, dependencies: any ServiceHistoryDependencies) {
            self.store = store
            self.dependencies = dependencies
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ServiceHistoryViewController is created in code, with its store")
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
            visits = store.visits.map(makeViewModel(from:))
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
            if let errorMessage = store.errorMessage {
                store.errorMessage = nil
                showError(errorMessage)
            }
        }

        private func makeViewModel(from serviceVisit: ServiceVisit) -> ServiceVisitViewModel {
            ServiceVisitViewModel(id: serviceVisit.id, notes: serviceVisit.notes)
        }

        private func showError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }

        /// Opens the `Garage` module for `showGarage`: pushes its screen,
        /// built with what the route passes. Call it from the control or row that leads there.
        func showGarage() {
            let garage = GarageViewController(
                store: GarageStore(service: dependencies.makeGarageService()),
                dependencies: dependencies.garageDependencies
            )
            navigationController?.pushViewController(
                garage,
                animated: true
            )
        }

        /// Leaves the screen for `dismiss`; call it from the control that closes it.
        func dismiss() {
            Self.popOrDismiss(self)
            // TODO: Finish what `dismiss` asks for once the screen is gone.
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
