#if canImport(UIKit)
    import UIKit

    /// The CarDetail screen. It sends the user's actions to its view model's
    /// input and shows what the view model's output sends.
    final class CarDetailViewController: UIViewController {
        private let viewModel: CarDetailViewModel
        /// Sends the user's actions to the view model, once `viewDidLoad()` has bound it.
        private var send: CarDetailViewModel.Input.Sender?
        /// The tasks that show the output; they hold the screen weakly and end with the view
        /// model's work, or when the screen is released.
        private var bindings: [Task<Void, Never>] = []
        private var relatedCarsResult: [CarItemViewModel] = []

        init(viewModel: CarDetailViewModel) {
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
            let (input, send) = CarDetailViewModel.Input.make()
            self.send = send
            let output = viewModel.transform(input: input)
            bindings.append(
                Task { [weak self] in
                    for await value in output.relatedCarsResult {
                        self?.displayRelatedCars(value)
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
            send.relatedCars()
            // TODO: Send the user's actions with `send`, e.g. when a row is selected:
            // `send?.showRelated(…)`.
        }

        private func displayRelatedCars(_ relatedCars: [CarItemViewModel]) {
            self.relatedCarsResult = relatedCars
            // TODO: Show `relatedCarsResult`, e.g. reload a table view.
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
