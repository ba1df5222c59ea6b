#if canImport(UIKit)
    import UIKit

    /// Where the Shelf screen's routes go: it navigates from the screen's view
    /// controller, which keeps it and which it holds weakly.
    @MainActor
    final class ShelfRouter {
        /// The screen it navigates from; weak, because the screen keeps the router.
        weak var viewController: UIViewController?
        /// What the modules the routes open are built with.
        private let dependencies: any ShelfDependencies

        init(dependencies: any ShelfDependencies) {
            self.dependencies = dependencies
        }
    }

    extension ShelfRouter: ShelfNavigator {
        func showBook(_ book: Book) {
            let bookDetail = BookDetailViewController(
                book: book,
                model: dependencies.makeBookDetailModel(),
                dependencies: dependencies.bookDetailDependencies
            )
            viewController?.navigationController?.pushViewController(bookDetail, animated: true)
        }

        func showSettings() {
            // TODO: Build the destination module and show it, for example:
            // viewController?.navigationController?.pushViewController(destination, animated: true)
        }
    }
#endif
