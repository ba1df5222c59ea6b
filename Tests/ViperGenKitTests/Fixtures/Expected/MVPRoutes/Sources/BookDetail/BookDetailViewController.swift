#if canImport(UIKit)
    import UIKit

    /// The BookDetail screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class BookDetailViewController: UIViewController {
        private let presenter: BookDetailPresenter
        /// Where the presenter's routes go; the presenter holds it weakly, so the screen keeps it.
        private let router: BookDetailRouter
        private var current: BookSummary?

        /// The screen showing what `presenter` gives it; `router` takes the presenter's routes
        /// and builds the modules they open.
        init(presenter: BookDetailPresenter, router: BookDetailRouter) {
            self.presenter = presenter
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router.viewController = self
            presenter.navigator = router
        }

        /// The screen as a route opens it: its presenter works on `model`.
        /// The presenter keeps what the route passed.
        /// The router builds the modules the routes open with `dependencies`.
        convenience init(
            book: Book,
            model: any BookDetailModelProtocol,
            dependencies: any BookDetailDependencies
        ) {
            self.init(
                presenter: BookDetailPresenter(book: book, model: model),
                router: BookDetailRouter(dependencies: dependencies)
            )
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("BookDetailViewController is created in code, with its presenter")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter.attach(view: self)
        }
    }

    extension BookDetailViewController: BookDetailView {
        func display(_ viewModel: BookSummary) {
            current = viewModel
            // TODO: Show it, e.g. set a label's text and enable or disable a button.
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
