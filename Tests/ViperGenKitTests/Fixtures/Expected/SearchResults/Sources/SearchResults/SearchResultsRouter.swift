#if canImport(UIKit)
    import UIKit

    /// Where the SearchResults screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class SearchResultsRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?

        init() {}
    }

    extension SearchResultsRouter: SearchResultsNavigator {
        func showResult(_ result: ResultViewModel) {
            // TODO: Build the destination module and show it, for example:
            // viewController?.navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
