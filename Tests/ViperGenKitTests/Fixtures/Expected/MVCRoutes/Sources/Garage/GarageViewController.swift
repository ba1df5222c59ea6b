#if canImport(UIKit)
    import UIKit

    /// The Garage screen: the controller of MVC. It asks the store to perform the user's
    /// actions and updates the views from what the store keeps.
    final class GarageViewController: UIViewController {
        private let store: GarageStore
        /// What the routes build the modules they open with.
        private let dependencies: any GarageDependencies
        /// The first load, cancelled when the screen goes away for good.
        private var loadTask: Task<Void, Never>?
        /// What the views show of `store.cars`.
        private var cars: [CarViewModel] = []

        init(store: GarageStore, dependencies: any GarageDependencies) {
            self.store = store
            self.dependencies = dependencies
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("GarageViewController is created in code, with its store")
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
            cars = store.cars.map(makeViewModel(from:))
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

        /// Opens the `CarDetail` module for `showCarDetail`: pushes its screen,
        /// built with what the route passes. Call it from the control or row that leads there.
        func showCarDetail(for car: Car) {
            let carDetail = CarDetailViewController(
                store: CarDetailStore(
                    car: car,
                    service: dependencies.makeCarDetailService()
                ),
                dependencies: dependencies.carDetailDependencies
            )
            navigationController?.pushViewController(
                carDetail,
                animated: true
            )
        }

        /// Leaves for `showHelp`; call it from the control or row that leads there.
        func showHelp() {
            // TODO: Build the destination and show it, for example:
            // navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
