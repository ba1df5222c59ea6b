import XCTest

@testable import MVPRoutes

/// The screen runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class BookDetailRouterTests: XCTestCase {
    #if canImport(UIKit)
        /// The view controller keeps the router: a router that held its view controller would
        /// keep the whole screen alive.
        @MainActor
        func testTheRouterDoesNotKeepItsViewControllerAlive() async {
            let router = BookDetailRouter(dependencies: BookDetailDependenciesDouble())
            var viewController: BookDetailViewController? = BookDetailViewController(
                presenter: BookDetailPresenter(book: Book.fixture(), model: BookDetailModelSpy()),
                router: router
            )

            XCTAssertTrue(router.viewController === viewController)
            viewController = nil
            XCTAssertNil(router.viewController)
        }
    #endif
}

extension BookDetailRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// The route pushes the screen of the module it opens, built as the app opens it.
        @MainActor
        func testShowReviewsPushesTheReviewsScreen() async {
            let screen = BookDetailScreenDouble(nibName: nil, bundle: nil)
            screen.showAtTheTopOfItsNavigationController()
            let router = BookDetailRouter(dependencies: BookDetailDependenciesDouble())
            router.viewController = screen
            let presenter = BookDetailPresenter(
                book: Book.fixture(),
                model: BookDetailModelSpy(),
                navigator: router
            )

            presenter.showReviews(for: Book.fixture(), animated: true)

            XCTAssertEqual(screen.navigation.pushed.count, 1)
            XCTAssertTrue(screen.navigation.pushed.last is ReviewsViewController)
        }
    #endif

    #if canImport(UIKit)
        /// A pushed screen is popped with what is above it: popping only the top screen would
        /// leave it on its stack.
        @MainActor
        func testClosePopsTheScreenWhenItWasPushed() async {
            let screen = BookDetailScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            let router = BookDetailRouter(dependencies: BookDetailDependenciesDouble())
            router.viewController = screen
            let presenter = BookDetailPresenter(
                book: Book.fixture(),
                model: BookDetailModelSpy(),
                navigator: router
            )

            presenter.close()

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenting.dismissCallCount, 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @MainActor
        func testCloseDismissesTheScreenWhenItWasPresented() async {
            let screen = BookDetailScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            let router = BookDetailRouter(dependencies: BookDetailDependenciesDouble())
            router.viewController = screen
            let presenter = BookDetailPresenter(
                book: Book.fixture(),
                model: BookDetailModelSpy(),
                navigator: router
            )

            presenter.close()

            XCTAssertEqual(screen.presenting.dismissCallCount, 1)
            XCTAssertNil(screen.navigation.poppedTo)
        }
    #endif
}
