#if canImport(UIKit)
    import UIKit

    /// The CarDetail screen: sends the user's requests to the interactor, displays the view
    /// models the presenter formats, and asks the router to navigate.
    final class CarDetailViewController: UIViewController {
        /// Runs the use cases; the screen sends it the user's requests.
        var interactor: (any CarDetailBusinessLogic)?
        /// Navigates to the next scenes; the screen takes its routes on the user's actions.
        var router: (any CarDetailRoutingLogic & CarDetailDataPassing)?
        private(set) var refreshViewModel: CarDetailModels.Refresh.ViewModel?
    }

    extension CarDetailViewController: CarDetailDisplayLogic {
        func displayRefresh(viewModel: CarDetailModels.Refresh.ViewModel) {
            refreshViewModel = viewModel
            // TODO: Show the refreshResult, e.g. reload a table view.
        }

        func displayError(viewModel: CarDetailModels.ErrorViewModel) {
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
