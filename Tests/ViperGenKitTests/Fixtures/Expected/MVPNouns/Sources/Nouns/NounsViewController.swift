#if canImport(UIKit)
    import UIKit

    /// The Nouns screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class NounsViewController: UIViewController {
        private let presenter: NounsPresenter
        /// Shows the first state; cancelled when the screen goes away for good. Readable by
        /// the tests.
        private(set) var loadTask: Task<Void, Never>?
        private var fetchCarsResult: [CarViewModel] = []
        private var refreshCarsResult: [CarViewModel] = []
        private var carsResult: [CarViewModel] = []
        private var fetchSellerResult: String = ""
        private var seller: String = ""
        private var newestCar: CarViewModel?
        private var latestResult: CarViewModel?

        init(presenter: NounsPresenter) {
            self.presenter = presenter
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("NounsViewController is created in code, with its presenter")
        }

        deinit {
            loadTask?.cancel()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter.attach(view: self)
            // The task holds the presenter, which holds this controller weakly, so the
            // controller can go away while the model works.
            loadTask = Task { [presenter] in await presenter.updateView() }
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

    extension NounsViewController: NounsView {
        func displayCars(_ cars: [CarViewModel]) {
            self.fetchCarsResult = cars
            // TODO: Show the cars, e.g. set a label's text or reload a table view.
        }

        func displayRefreshCars(_ refreshCars: [CarViewModel]) {
            self.refreshCarsResult = refreshCars
            // TODO: Show the refreshCars, e.g. set a label's text or reload a table view.
        }

        func displayCarsResult(_ carsResult: [CarViewModel]) {
            self.carsResult = carsResult
            // TODO: Show the carsResult, e.g. set a label's text or reload a table view.
        }

        func displayFetchSeller(_ fetchSeller: String) {
            self.fetchSellerResult = fetchSeller
            // TODO: Show the fetchSeller, e.g. set a label's text or reload a table view.
        }

        func displaySeller(_ seller: String) {
            self.seller = seller
            // TODO: Show the seller, e.g. set a label's text or reload a table view.
        }

        func displayNewestCar(_ newestCar: CarViewModel?) {
            self.newestCar = newestCar
            // TODO: Show the newestCar, e.g. set a label's text or reload a table view.
        }

        func displayLatest(_ latest: CarViewModel?) {
            self.latestResult = latest
            // TODO: Show the latest, e.g. set a label's text or reload a table view.
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
