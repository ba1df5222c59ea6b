#if canImport(UIKit)
    import UIKit

    /// Where the Reviews screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class ReviewsRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?
        /// What the modules the routes open are built with.
        private let dependencies: any ReviewsDependencies

        init(dependencies: any ReviewsDependencies) {
            self.dependencies = dependencies
        }
    }

    extension ReviewsRouter: ReviewsNavigator {
        func showShelf() {
            let shelf = ShelfViewController(
                model: dependencies.makeShelfModel(),
                dependencies: dependencies.shelfDependencies
            )
            viewController?.navigationController?.pushViewController(shelf, animated: true)
        }
    }
#endif
