import Testing

@testable import Threads

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct ThreadsRouterTests {
    @Test func assembleConnectsThePresenterToTheState() throws {
        let state = ThreadsBuilder.assemble(service: ThreadsServiceSpy())

        let presenter = try #require(state.presenter as? ThreadsPresenter)
        #expect(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @Test func theStateOwnsTheModule() {
        weak var presenter: (any ThreadsPresenterProtocol)?
        var state: ThreadsViewState?
        state = ThreadsBuilder.assemble(service: ThreadsServiceSpy())
        presenter = state?.presenter

        #expect(presenter != nil)
        state = nil
        #expect(presenter == nil)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @Test func theModuleBuildsAsContentAndAsRoot() {
            let _: ThreadsScreen = ThreadsBuilder.build(service: ThreadsServiceSpy())

            let root = ThreadsBuilder.buildRoot(service: ThreadsServiceSpy())

            #expect(root is NavigationStack<NavigationPath, ThreadsScreen>)
        }
    #endif
}

extension ThreadsRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showThreadPushesItsDestination() {
        let router = ThreadsRouter()
        let presenter = ThreadsPresenter(interactor: ThreadsInteractorSpy(), router: router)

        presenter.showThread(Comment.fixture())

        guard case .showThread(let comment)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(comment == Comment.fixture())
    }
}
