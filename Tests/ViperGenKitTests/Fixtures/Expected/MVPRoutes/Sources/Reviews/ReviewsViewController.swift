#if canImport(UIKit)
    import UIKit

    /// The Reviews screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class ReviewsViewController: UIViewController {
        private let presenter: ReviewsPresenter
        /// Where the presenter's routes go; the presenter holds it weakly, so the screen keeps it.
        private let router: ReviewsRouter
        /// Shows the first state; cancelled when the screen goes away for good. Readable by
        /// the tests.
        private(set) var loadTask: Task<Void, Never>?
        private var reviews: [ReviewViewModel] = []

        /// The screen showing what `presenter` gives it; `router` takes the presenter's routes
        /// and builds the modules they open.
        init(presenter: ReviewsPresenter, router: ReviewsRouter) {
            self.presenter = presenter
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router.viewController = self
            presenter.navigator = router
        }

        /// The screen as a route opens it: its presenter works on `model`.
        /// The router builds the modules the routes open with `dependencies`.
        convenience init(model: any ReviewsModelProtocol, dependencies: any ReviewsDependencies) {
            self.init(
                presenter: ReviewsPresenter(model: model),
                router: ReviewsRouter(dependencies: dependencies)
            )
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ReviewsViewController is created in code, with its presenter")
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

    extension ReviewsViewController: ReviewsView {
        func displayReviews(_ reviews: [ReviewViewModel]) {
            self.reviews = reviews
            // TODO: Show the reviews, e.g. set a label's text or reload a table view.
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
