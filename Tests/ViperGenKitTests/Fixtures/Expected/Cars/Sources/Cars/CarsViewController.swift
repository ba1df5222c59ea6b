#if canImport(UIKit)
    import UIKit

    /// The Cars screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    final class CarsViewController: UIViewController {
        var presenter: (any CarsPresenterProtocol)?
        private var cars: [CarViewModel] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { await presenter?.viewDidLoad() }
        }
    }

    extension CarsViewController: CarsView {
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
