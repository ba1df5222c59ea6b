#if canImport(UIKit)
    import UIKit

    /// The MVPCounter screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class MVPCounterViewController: UIViewController {
        private let presenter: MVPCounterPresenter
        /// Where the presenter's routes go; the presenter holds it weakly, so the screen keeps it.
        private let router: MVPCounterRouter
        private var current: CounterViewModel?

        init(presenter: MVPCounterPresenter, router: MVPCounterRouter = MVPCounterRouter()) {
            self.presenter = presenter
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router.viewController = self
            presenter.navigator = router
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("MVPCounterViewController is created in code, with its presenter")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter.attach(view: self)
        }
    }

    extension MVPCounterViewController: MVPCounterView {
        func display(_ viewModel: CounterViewModel) {
            current = viewModel
            // TODO: Show it, e.g. set a label's text and enable or disable a button.
        }
    }
#endif
