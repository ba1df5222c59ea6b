import XCTest

@testable import MVPInbox

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The screen runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class MVPInboxRouterTests: XCTestCase {
    #if canImport(SwiftUI)
        /// The screen is content, with no navigation stack of its own, for a parent's stack to
        /// push (what it pushes goes onto that stack too), and `root(model:)` puts it at the
        /// root of a stack.
        @MainActor
        func testTheScreenBuildsAsContentAndAsRoot() async {
            let _: MVPInboxScreen = MVPInboxScreen(model: MVPInboxModelSpy())

            let root = MVPInboxScreen.root(model: MVPInboxModelSpy())

            XCTAssertTrue(root is NavigationStack<NavigationPath, MVPInboxScreen>)
        }
    #endif
}

extension MVPInboxRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowSubjectPushesItsDestination() async {
        let router = MVPInboxRouter()
        let presenter = MVPInboxPresenter(model: MVPInboxModelSpy(), navigator: router)

        presenter.showSubject("subject")

        guard case .showSubject(let subject)? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        XCTAssertEqual(subject, "subject")
    }

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @MainActor
    func testDismissDismissesTheScreen() async {
        let router = MVPInboxRouter()
        let presenter = MVPInboxPresenter(model: MVPInboxModelSpy(), navigator: router)

        presenter.dismiss()

        XCTAssertTrue(router.isDismissed)
    }
}
