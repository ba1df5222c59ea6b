#if canImport(UIKit)
    import UIKit

    /// The ServiceHistory screen: sends the user's requests to the interactor, displays the view
    /// models the presenter formats, and asks the router to navigate.
    final class ServiceHistoryViewController: UIViewController {
        /// Runs the use cases; the screen sends it the user's requests.
        var interactor: (any ServiceHistoryBusinessLogic)?
        /// Navigates to the next scenes; the screen takes its routes on the user's actions.
        var router: (any ServiceHistoryRoutingLogic & ServiceHistoryDataPassing)?
        private(set) var servicesViewModel: ServiceHistoryModels.Services.ViewModel?
        /// The requests the screen sends when it loads; cancelled when the screen goes away for
        /// good.
        private(set) var loadTask: Task<Void, Never>?

        override func viewDidLoad() {
            super.viewDidLoad()
            loadTask = Task { [weak self] in
                // The task keeps the interactor, not the screen, while the requests run.
                guard let interactor = self?.interactor else { return }
                await interactor.services(request: .init())
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

    extension ServiceHistoryViewController: ServiceHistoryDisplayLogic {
        func displayServices(viewModel: ServiceHistoryModels.Services.ViewModel) {
            servicesViewModel = viewModel
            // TODO: Show the services, e.g. reload a table view.
        }

        func displayError(viewModel: ServiceHistoryModels.ErrorViewModel) {
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
