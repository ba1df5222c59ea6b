import Testing

@testable import MVPEdge

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct EdgeCasesForAVeryLongModuleRouterTests {
    #if canImport(SwiftUI)
        /// The screen is content, with no navigation stack of its own, for a parent's stack to
        /// push (what it pushes goes onto that stack too), and `root(model:)` puts it at the
        /// root of a stack.
        @Test func theScreenBuildsAsContentAndAsRoot() {
            let _: EdgeCasesForAVeryLongModuleScreen = EdgeCasesForAVeryLongModuleScreen(
                model: EdgeCasesForAVeryLongModuleModelSpy()
            )

            let root = EdgeCasesForAVeryLongModuleScreen.root(
                model: EdgeCasesForAVeryLongModuleModelSpy()
            )

            #expect(root is NavigationStack<NavigationPath, EdgeCasesForAVeryLongModuleScreen>)
        }
    #endif
}

extension EdgeCasesForAVeryLongModuleRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showWidgetPushesItsDestination() {
        let router = EdgeCasesForAVeryLongModuleRouter()
        let presenter = EdgeCasesForAVeryLongModulePresenter(
            model: EdgeCasesForAVeryLongModuleModelSpy(),
            navigator: router
        )

        presenter.showWidget(WidgetViewModel.fixture())

        guard case .showWidget(let widget)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(widget == WidgetViewModel.fixture())
    }
}
