#if canImport(UIKit)
    import UIKit

    /// The Garage screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    final class GarageViewController: UIViewController {
        var presenter: (any GaragePresenterProtocol)?
        /// The load `viewDidLoad` starts (tests read it); cancelled when the screen goes away for
        /// good, and when it is released.
        private(set) var loadTask: Task<Void, Never>?
        private var cars: [CarViewModel] = []

        deinit {
            loadTask?.cancel()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // The task holds the presenter, which holds this controller weakly, so a screen
            // that goes away mid-load is released (and its load cancelled).
            loadTask = Task { [weak self] in
                guard let presenter = self?.presenter else { return }
                await presenter.viewDidLoad()
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
    }

    extension GarageViewController: GarageView {
        func displayCars(_ cars: [CarViewModel]) {
            self.cars = cars
            // TODO: Show the cars, e.g. reload a table view.
        }

        func displayError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
