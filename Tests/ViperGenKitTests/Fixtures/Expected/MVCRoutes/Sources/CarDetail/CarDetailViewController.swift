#if canImport(UIKit)
    import UIKit

    /// The CarDetail screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class CarDetailViewController: UIViewController {
        private let store: CarDetailStore
        /// What the routes build the modules they open with.
        private let dependencies: any CarDetailDependencies
        /// The user's actions in flight, by number, each until it ends; cancelled when the screen
        /// goes away for good.
        private(set) var actionTasks: [Int: Task<Void, Never>] = [:]
        /// How many actions the screen has started, which numbers the next.
        private var actionCount = 0
        /// What the views show of `store.reloadResult`.
        private var reloadResult: CarViewModel?

        init(store: CarDetailStore, dependencies: any CarDetailDependencies) {
            self.store = store
            self.dependencies = dependencies
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("CarDetailViewController is created in code, with its store")
        }

        deinit {
            for task in actionTasks.values { task.cancel() }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            updateUI()
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Popped, or dismissed alone or with its navigation controller, the screen will not
            // come back: stop its work.
            let isGone =
                isMovingFromParent || isBeingDismissed
                || navigationController?.isBeingDismissed == true
            if isGone {
                for task in actionTasks.values { task.cancel() }
            }
        }

        /// The user's `reload`: asks the store to perform it, then shows what the
        /// store keeps. Call it from the control that stands for it, e.g. a button's `UIAction`.
        func reload(id: String) {
            runAction { [store] in
                await store.reload(id: id)
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
            reloadResult = store.reloadResult.map(makeViewModel(from:))
            // TODO: Show what the store keeps, e.g. set a label's text or reload a table view.
            if let errorMessage = store.errorMessage {
                store.errorMessage = nil
                showError(errorMessage)
            }
        }

        private func makeViewModel(from car: Car) -> CarViewModel {
            CarViewModel(id: car.id, make: car.make, model: car.model)
        }

        private func showError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }

        /// Opens the `ServiceHistory` module for `showServiceHistory`: pushes its screen,
        /// built with what the route passes. Call it from the control or row that leads there.
        func showServiceHistory(animated: Bool) {
            let serviceHistory = ServiceHistoryViewController(
                store: ServiceHistoryStore(service: dependencies.makeServiceHistoryService()),
                dependencies: dependencies.serviceHistoryDependencies
            )
            navigationController?.pushViewController(
                serviceHistory,
                animated: animated
            )
        }

        /// Opens the `CarDetail` module for `showSimilarCar`: pushes its screen,
        /// built with what the route passes. Call it from the control or row that leads there.
        func showSimilarCar(_ car: Car) {
            let carDetail = CarDetailViewController(
                store: CarDetailStore(
                    car: car,
                    service: dependencies.makeCarDetailService()
                ),
                dependencies: dependencies
            )
            navigationController?.pushViewController(
                carDetail,
                animated: true
            )
        }
    }
#endif
