#if canImport(UIKit)
    import UIKit

    /// The SearchResults screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class SearchResultsViewController: UIViewController {
        private let presenter: SearchResultsPresenter
        /// Where the presenter's routes go; the presenter holds it weakly, so the screen keeps it.
        private let router: SearchResultsRouter
        private var searchResult: [ResultViewModel] = []

        init(
            presenter: SearchResultsPresenter,
            router: SearchResultsRouter = SearchResultsRouter()
        ) {
            self.presenter = presenter
            self.router = router
            super.init(nibName: nil, bundle: nil)
            router.viewController = self
            presenter.navigator = router
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("SearchResultsViewController is created in code, with its presenter")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter.attach(view: self)
        }
    }

    extension SearchResultsViewController: SearchResultsView {
        func displaySearchResult(_ searchResult: [ResultViewModel]) {
            self.searchResult = searchResult
            // TODO: Show the searchResult, e.g. set a label's text or reload a table view.
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
