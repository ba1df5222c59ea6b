#if canImport(UIKit)
    import UIKit

    /// The Corners screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class CornersViewController: UIViewController {
        private let presenter: CornersPresenter
        /// Where the presenter's routes go; the presenter holds it weakly, so the screen keeps it.
        private let router: CornersRouter
        private var current: GadgetRow?
        private var viewResult: Int = 0
        private var tallyResult: Int = 0

        init(presenter: CornersPresenter, router: CornersRouter = CornersRouter()) {
            self.presenter = presenter
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router.viewController = self
            presenter.navigator = router
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("CornersViewController is created in code, with its presenter")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter.attach(view: self)
        }
    }

    extension CornersViewController: CornersView {
        func display(_ viewModel: GadgetRow) {
            current = viewModel
            // TODO: Show it, e.g. set a label's text and enable or disable a button.
        }

        func displayView(_ view: Int) {
            self.viewResult = view
            // TODO: Show the view, e.g. set a label's text or reload a table view.
        }

        func displayTally(_ tally: Int) {
            self.tallyResult = tally
            // TODO: Show the tally, e.g. set a label's text or reload a table view.
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
