#if canImport(UIKit)
    import XCTest

    @testable import ViperRoutes

    /// The screen runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
    /// test only when it is `async`, so those that await nothing are `async` too.
    nonisolated final class ServiceHistoryViewControllerTests: XCTestCase {
        @MainActor
        func testReleasingTheScreenCancelsItsLoad() async {
            var viewController: ServiceHistoryViewController? = ServiceHistoryViewController()
            viewController?.presenter = ServiceHistoryPresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            XCTAssertEqual(load?.isCancelled, true)
        }
    }
#endif
