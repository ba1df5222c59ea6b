#if canImport(UIKit)
    import UIKit

    /// The Corners screen. It sends the user's actions to its view model's
    /// input and shows what the view model's output sends.
    final class CornersViewController: UIViewController {
        private let viewModel: CornersViewModel
        /// Sends the user's actions to the view model, once `viewDidLoad()` has bound it.
        private var send: CornersViewModel.Input.Sender?
        /// The tasks that show the output; they hold the screen weakly and end with the view
        /// model's work, or when the screen is released.
        private var bindings: [Task<Void, Never>] = []
        private var gadgets: [GadgetRow] = []
        private var gadgetResult: GadgetRow?
        private var latestGadgetResult: GadgetRow?
        private var searchResult: [String] = []
        private var canImportResult: Bool = false
        private var allErrorsResult: [String] = []
        private var nextOutputResult: Int = 0

        init(viewModel: CornersViewModel) {
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
            let (input, send) = CornersViewModel.Input.make()
            self.send = send
            let output = viewModel.transform(input: input)
            bindings.append(
                Task { [weak self] in
                    for await value in output.gadgets {
                        self?.displayGadgets(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.gadgetResult {
                        self?.displayGadget(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.latestGadgetResult {
                        self?.displayLatestGadget(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.searchResult {
                        self?.displaySearchResult(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.canImportResult {
                        self?.displayCanImport(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.allErrorsResult {
                        self?.displayAllErrors(value)
                    }
                }
            )
            bindings.append(
                Task { [weak self] in
                    for await value in output.nextOutputResult {
                        self?.displayNextOutput(value)
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
            send.loadGadgets()
            send.latestGadget()
            send.canImport()
            send.allErrors()
            send.nextOutput()
            // TODO: Send the user's actions with `send`, e.g. when a row is selected:
            // `send?.showGadget(…)`.
        }

        private func displayGadgets(_ gadgets: [GadgetRow]) {
            self.gadgets = gadgets
            // TODO: Show `gadgets`, e.g. reload a table view.
        }

        private func displayGadget(_ gadget: GadgetRow) {
            self.gadgetResult = gadget
            // TODO: Show `gadgetResult`, e.g. reload a table view.
        }

        private func displayLatestGadget(_ latestGadget: GadgetRow?) {
            self.latestGadgetResult = latestGadget
            // TODO: Show `latestGadgetResult`, e.g. reload a table view.
        }

        private func displaySearchResult(_ searchResult: [String]) {
            self.searchResult = searchResult
            // TODO: Show `searchResult`, e.g. reload a table view.
        }

        private func displayCanImport(_ canImport: Bool) {
            self.canImportResult = canImport
            // TODO: Show `canImportResult`, e.g. reload a table view.
        }

        private func displayAllErrors(_ allErrors: [String]) {
            self.allErrorsResult = allErrors
            // TODO: Show `allErrorsResult`, e.g. reload a table view.
        }

        private func displayNextOutput(_ nextOutput: Int) {
            self.nextOutputResult = nextOutput
            // TODO: Show `nextOutputResult`, e.g. reload a table view.
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
