#if canImport(UIKit)
    import UIKit

    /// The Nouns screen. It sends the user's actions to its view model's
    /// input and shows what the view model's output sends.
    final class NounsViewController: UIViewController {
        private let viewModel: NounsViewModel
        /// Sends the user's actions to the view model, once `viewDidLoad()` has bound it.
        private var send: NounsViewModel.Input.Sender?
        /// The tasks that show the output; they hold the screen weakly and end with the view
        /// model's work, or when the screen is released.
        private var bindings: [Task<Void, Never>] = []
        private var fetchCarsResult: [CarItemViewModel] = []
        private var refreshCarsResult: [CarItemViewModel] = []
        private var carsResult: [CarItemViewModel] = []
        private var fetchSellerResult: String = ""
        private var seller: String = ""
        private var newestCar: CarItemViewModel?
        private var latestResult: CarItemViewModel?

        init(viewModel: NounsViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported; use init(viewModel:)")
        }

        deinit {
            for binding in bindings {
                binding.cancel()
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            bindViewModel()
        }

        /// Ends the view model's work once the screen has gone for good (popped or dismissed),
        /// so nothing runs for a screen nobody sees; a screen that another one only covers
        /// keeps its work.
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            let isGone =
                isMovingFromParent || isBeingDismissed
                || navigationController?.isBeingDismissed == true
            if isGone {
                send?.finishAll()
                send = nil
                viewModel.transformTask?.cancel()
            }
        }

        /// Connects the screen to the view model: the user's actions go to `send`, and every
        /// stream of the output to the method that shows it.
        private func bindViewModel() {
            let (input, send) = NounsViewModel.Input.make()
            self.send = send
            let output = viewModel.transform(input: input)
            bindings.append(
                Task { [weak self] in
                    for await value in output.fetchCarsResult {
                        self?.displayCars(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.refreshCarsResult {
                        self?.displayRefreshCars(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.carsResult {
                        self?.displayCarsResult(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.fetchSellerResult {
                        self?.displayFetchSeller(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.seller {
                        self?.displaySeller(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.newestCar {
                        self?.displayNewestCar(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.latestResult {
                        self?.displayLatest(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await message in output.error {
                        self?.displayError(message)
                    }
                }
            )
            send.fetchCars()
            send.refreshCars()
            send.cars()
            send.fetchSeller()
            send.loadSeller()
            send.newest()
            send.latest()
            // TODO: Send the user's actions with `send`, e.g. when a button is tapped:
            // `send?.fetchCars()`.
        }

        private func displayCars(_ cars: [CarItemViewModel]) {
            self.fetchCarsResult = cars
            // TODO: Show `fetchCarsResult`, e.g. reload a table view.
        }

        private func displayRefreshCars(_ refreshCars: [CarItemViewModel]) {
            self.refreshCarsResult = refreshCars
            // TODO: Show `refreshCarsResult`, e.g. reload a table view.
        }

        private func displayCarsResult(_ carsResult: [CarItemViewModel]) {
            self.carsResult = carsResult
            // TODO: Show `carsResult`, e.g. reload a table view.
        }

        private func displayFetchSeller(_ fetchSeller: String) {
            self.fetchSellerResult = fetchSeller
            // TODO: Show `fetchSellerResult`, e.g. reload a table view.
        }

        private func displaySeller(_ seller: String) {
            self.seller = seller
            // TODO: Show `seller`, e.g. reload a table view.
        }

        private func displayNewestCar(_ newestCar: CarItemViewModel?) {
            self.newestCar = newestCar
            // TODO: Show `newestCar`, e.g. reload a table view.
        }

        private func displayLatest(_ latest: CarItemViewModel?) {
            self.latestResult = latest
            // TODO: Show `latestResult`, e.g. reload a table view.
        }

        private func displayError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
