import XCTest

@testable import RoutesBuildOnceSwiftUI

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class LibraryRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsThePresenterToTheState() async throws {
        let state = LibraryBuilder.assemble(
            service: LibraryServiceSpy(),
            router: LibraryRouter(dependencies: LibraryDependenciesDouble())
        )

        let presenter = try XCTUnwrap(state.presenter as? LibraryPresenter)
        XCTAssertTrue(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @MainActor
    func testTheStateOwnsTheModule() async {
        weak var presenter: (any LibraryPresenterProtocol)?
        var state: LibraryViewState?
        state = LibraryBuilder.assemble(
            service: LibraryServiceSpy(),
            router: LibraryRouter(dependencies: LibraryDependenciesDouble())
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
            let _: LibraryScreen = LibraryBuilder.build(
                service: LibraryServiceSpy(),
                dependencies: LibraryDependenciesDouble()
            )

            let root = LibraryBuilder.buildRoot(
                service: LibraryServiceSpy(),
                dependencies: LibraryDependenciesDouble()
            )

            XCTAssertTrue(root is NavigationStack<NavigationPath, LibraryScreen>)
        }
    #endif
}

extension LibraryRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowBookPushesItsDestination() async {
        let router = LibraryRouter(dependencies: LibraryDependenciesDouble())
        let presenter = LibraryPresenter(interactor: LibraryInteractorSpy(), router: router)

        presenter.showBook(for: Book.fixture(), route: "route")

        guard case .showBook(let book, let route)? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        XCTAssertEqual(book, Book.fixture())
        XCTAssertEqual(route, "route")
    }

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowSearchPushesItsDestination() async {
        let router = LibraryRouter(dependencies: LibraryDependenciesDouble())
        let presenter = LibraryPresenter(interactor: LibraryInteractorSpy(), router: router)

        presenter.showSearch(query: "query")

        guard case .showSearch(let query)? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        XCTAssertEqual(query, "query")
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @MainActor
    func testShowBookBuildsBookDetailOnce() async throws {
        let dependencies = LibraryDependenciesDouble()
        let router = LibraryRouter(dependencies: dependencies)
        let presenter = LibraryPresenter(interactor: LibraryInteractorSpy(), router: router)

        presenter.showBook(for: Book.fixture(), route: "route")

        let destination = try XCTUnwrap(router.destination)
        guard case .bookDetail(let bookDetailState)? = destination.content else {
            XCTFail("shows \(String(describing: destination.content)) instead")
            return
        }
        XCTAssertEqual(dependencies.makeBookDetailServiceCallCount, 1)
        let bookDetail = try XCTUnwrap(
            bookDetailState.presenter as? BookDetailPresenter
        )
        XCTAssertEqual(bookDetail.book, Book.fixture())
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @MainActor
    func testShowBookFreesItsBookDetailWhenLeft() {
        let router = LibraryRouter(dependencies: LibraryDependenciesDouble())
        let presenter = LibraryPresenter(interactor: LibraryInteractorSpy(), router: router)
        weak var built: BookDetailPresenter?

        presenter.showBook(for: Book.fixture(), route: "route")
        if case .bookDetail(let state)? = router.destination?.content {
            built = state.presenter as? BookDetailPresenter
        }
        XCTAssertNotNil(built)

        router.destination = nil

        XCTAssertNil(built)
    }
}
