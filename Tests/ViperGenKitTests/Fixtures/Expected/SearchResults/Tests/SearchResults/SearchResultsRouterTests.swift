import XCTest

@testable import SearchResults

/// The screen runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class SearchResultsRouterTests: XCTestCase {
    #if canImport(UIKit)
        /// The view controller keeps the router: a router that held its view controller would
        /// keep the whole screen alive.
        @MainActor
        func testTheRouterDoesNotKeepItsViewControllerAlive() async {
            let router = SearchResultsRouter()
            var viewController: SearchResultsViewController? = SearchResultsViewController(
                presenter: SearchResultsPresenter(model: SearchResultsModelSpy()),
                router: router
            )

            XCTAssertTrue(router.viewController === viewController)
            viewController = nil
            XCTAssertNil(router.viewController)
        }
    #endif
}
