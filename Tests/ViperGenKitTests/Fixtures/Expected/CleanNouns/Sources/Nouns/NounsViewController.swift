#if canImport(UIKit)
    import UIKit

    /// The Nouns screen: sends the user's requests to the interactor, displays the view
    /// models the presenter formats, and asks the router to navigate.
    final class NounsViewController: UIViewController {
        /// Runs the use cases; the screen sends it the user's requests.
        var interactor: (any NounsBusinessLogic)?
        /// Navigates to the next scenes; the screen takes its routes on the user's actions.
        var router: (any NounsRoutingLogic & NounsDataPassing)?
        private(set) var fetchCarsViewModel: NounsModels.FetchCars.ViewModel?
        private(set) var refreshCarsViewModel: NounsModels.RefreshCars.ViewModel?
        private(set) var carsViewModel: NounsModels.Cars.ViewModel?
        private(set) var fetchSellerViewModel: NounsModels.FetchSeller.ViewModel?
        private(set) var loadSellerViewModel: NounsModels.LoadSeller.ViewModel?
        private(set) var newestViewModel: NounsModels.Newest.ViewModel?
        private(set) var latestViewModel: NounsModels.Latest.ViewModel?
        /// The requests the screen sends when it loads; cancelled when the screen goes away for
        /// good.
        private(set) var loadTask: Task<Void, Never>?

        override func viewDidLoad() {
            super.viewDidLoad()
            loadTask = Task { [weak self] in
                // The task keeps the interactor, not the screen, while the requests run.
                guard let interactor = self?.interactor else { return }
                await interactor.fetchCars(request: .init())
                await interactor.refreshCars(request: .init())
                interactor.cars(request: .init())
                await interactor.fetchSeller(request: .init())
                await interactor.loadSeller(request: .init())
                await interactor.newest(request: .init())
                await interactor.latest(request: .init())
            }
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Popped, or dismissed alone or with its navigation controller, the screen is gone for
            // good; hidden under another, it is not.
            let isGone =
                isMovingFromParent || isBeingDismissed
                || navigationController?.isBeingDismissed == true
            if isGone {
                loadTask?.cancel()
            }
        }

        deinit {
            loadTask?.cancel()
        }
    }

    extension NounsViewController: NounsDisplayLogic {
        func displayFetchCars(viewModel: NounsModels.FetchCars.ViewModel) {
            fetchCarsViewModel = viewModel
            // TODO: Show the cars, e.g. reload a table view.
        }

        func displayRefreshCars(viewModel: NounsModels.RefreshCars.ViewModel) {
            refreshCarsViewModel = viewModel
            // TODO: Show the refreshCars, e.g. reload a table view.
        }

        func displayCars(viewModel: NounsModels.Cars.ViewModel) {
            carsViewModel = viewModel
            // TODO: Show the carsResult, e.g. reload a table view.
        }

        func displayFetchSeller(viewModel: NounsModels.FetchSeller.ViewModel) {
            fetchSellerViewModel = viewModel
            // TODO: Show the fetchSeller, e.g. reload a table view.
        }

        func displayLoadSeller(viewModel: NounsModels.LoadSeller.ViewModel) {
            loadSellerViewModel = viewModel
            // TODO: Show the seller, e.g. reload a table view.
        }

        func displayNewest(viewModel: NounsModels.Newest.ViewModel) {
            newestViewModel = viewModel
            // TODO: Show the newestCar, e.g. reload a table view.
        }

        func displayLatest(viewModel: NounsModels.Latest.ViewModel) {
            latestViewModel = viewModel
            // TODO: Show the latest, e.g. reload a table view.
        }

        func displayError(viewModel: NounsModels.ErrorViewModel) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(
                title: viewModel.title,
                message: viewModel.message,
                preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
