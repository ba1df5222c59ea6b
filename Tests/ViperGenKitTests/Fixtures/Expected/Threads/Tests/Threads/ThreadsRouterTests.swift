import Testing

@testable import Threads

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
}

extension ThreadsRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the path the screen shows.
    @Test func showThreadPushesItsDestination() {
        let router = ThreadsRouter()
        let presenter = ThreadsPresenter(interactor: ThreadsInteractorSpy(), router: router)

        presenter.showThread(Comment.fixture())

        #expect(router.path.count == 1)
        guard case .showThread? = router.path.last?.route else {
            Issue.record("pushed \(String(describing: router.path.last?.route)) instead")
            return
        }
    }
}
