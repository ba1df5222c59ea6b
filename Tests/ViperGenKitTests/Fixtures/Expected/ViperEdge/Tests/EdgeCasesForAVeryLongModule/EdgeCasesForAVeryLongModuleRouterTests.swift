import XCTest

@testable import ViperEdge

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class EdgeCasesForAVeryLongModuleRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsThePresenterToTheState() async throws {
        let state = EdgeCasesForAVeryLongModuleBuilder.assemble(
            service: EdgeCasesForAVeryLongModuleServiceSpy()
        )

        let presenter = try XCTUnwrap(state.presenter as? EdgeCasesForAVeryLongModulePresenter)
        XCTAssertTrue(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @MainActor
    func testTheStateOwnsTheModule() async {
        weak var presenter: (any EdgeCasesForAVeryLongModulePresenterProtocol)?
        var state: EdgeCasesForAVeryLongModuleViewState?
        state = EdgeCasesForAVeryLongModuleBuilder.assemble(
            service: EdgeCasesForAVeryLongModuleServiceSpy()
        )
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
            let _: EdgeCasesForAVeryLongModuleScreen = EdgeCasesForAVeryLongModuleBuilder.build(
                service: EdgeCasesForAVeryLongModuleServiceSpy()
            )

            let root = EdgeCasesForAVeryLongModuleBuilder.buildRoot(
                service: EdgeCasesForAVeryLongModuleServiceSpy()
            )

            XCTAssertTrue(
                root is NavigationStack<NavigationPath, EdgeCasesForAVeryLongModuleScreen>
            )
        }
    #endif
}

extension EdgeCasesForAVeryLongModuleRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowWidgetPushesItsDestination() async {
        let router = EdgeCasesForAVeryLongModuleRouter()
        let presenter = EdgeCasesForAVeryLongModulePresenter(
            interactor: EdgeCasesForAVeryLongModuleInteractorSpy(),
            router: router
        )

        presenter.showWidget(WidgetViewModel.fixture())

        guard case .showWidget(let widget)? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        XCTAssertEqual(widget, WidgetViewModel.fixture())
    }
}
