import Foundation
import XCTest

@testable import ViperSheet

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class SheetRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsThePresenterToTheState() async throws {
        let state = SheetBuilder.assemble(service: SheetServiceSpy())

        let presenter = try XCTUnwrap(state.presenter as? SheetPresenter)
        XCTAssertTrue(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @MainActor
    func testTheStateOwnsTheModule() async {
        weak var presenter: (any SheetPresenterProtocol)?
        var state: SheetViewState?
        state = SheetBuilder.assemble(service: SheetServiceSpy())
        presenter = state?.presenter

        XCTAssertNotNil(presenter)
        state = nil
        XCTAssertNil(presenter)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @MainActor
        func testTheModuleBuildsAsContentAndAsRoot() async {
            let _: SheetScreen = SheetBuilder.build(service: SheetServiceSpy())

            let root = SheetBuilder.buildRoot(service: SheetServiceSpy())

            XCTAssertTrue(root is NavigationStack<NavigationPath, SheetScreen>)
        }
    #endif
}

extension SheetRouterTests {
    // MARK: - Routes

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @MainActor
    func testDismissDismissesTheScreen() async {
        let router = SheetRouter()
        let presenter = SheetPresenter(interactor: SheetInteractorSpy(), router: router)

        presenter.dismiss()

        XCTAssertTrue(router.isDismissed)
    }
}
