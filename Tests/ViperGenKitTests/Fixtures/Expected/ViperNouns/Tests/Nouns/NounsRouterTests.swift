import Testing

@testable import ViperNouns

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct NounsRouterTests {
    @Test func assembleConnectsThePresenterToTheState() throws {
        let state = NounsBuilder.assemble(service: NounsServiceSpy())

        let presenter = try #require(state.presenter as? NounsPresenter)
        #expect(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @Test func theStateOwnsTheModule() {
        weak var presenter: (any NounsPresenterProtocol)?
        var state: NounsViewState?
        state = NounsBuilder.assemble(service: NounsServiceSpy())
        presenter = state?.presenter

        #expect(presenter != nil)
        state = nil
        #expect(presenter == nil)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @Test func theModuleBuildsAsContentAndAsRoot() {
            let _: NounsScreen = NounsBuilder.build(service: NounsServiceSpy())

            let root = NounsBuilder.buildRoot(service: NounsServiceSpy())

            #expect(root is NavigationStack<NavigationPath, NounsScreen>)
        }
    #endif
}
