import Testing

@testable import RoutesBuildOnceSwiftUI

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct BookDetailRouterTests {
    @Test func assembleConnectsThePresenterToTheState() throws {
        let state = BookDetailBuilder.assemble(
            book: Book.fixture(),
            service: BookDetailServiceSpy()
        )

        let presenter = try #require(state.presenter as? BookDetailPresenter)
        #expect(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @Test func theStateOwnsTheModule() {
        weak var presenter: (any BookDetailPresenterProtocol)?
        var state: BookDetailViewState?
        state = BookDetailBuilder.assemble(
            book: Book.fixture(),
            service: BookDetailServiceSpy()
        )
        presenter = state?.presenter

        #expect(presenter != nil)
        state = nil
        #expect(presenter == nil)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @Test func theModuleBuildsAsContentAndAsRoot() {
            let _: BookDetailScreen = BookDetailBuilder.build(
                book: Book.fixture(),
                service: BookDetailServiceSpy()
            )

            let root = BookDetailBuilder.buildRoot(
                book: Book.fixture(),
                service: BookDetailServiceSpy()
            )

            #expect(root is NavigationStack<NavigationPath, BookDetailScreen>)
        }
    #endif
}

extension BookDetailRouterTests {
    // MARK: - Routes

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @Test func closeDismissesTheScreen() {
        let router = BookDetailRouter()
        let presenter = BookDetailPresenter(
            book: Book.fixture(),
            interactor: BookDetailInteractorSpy(),
            router: router
        )

        presenter.close()

        #expect(router.isDismissed)
    }
}
