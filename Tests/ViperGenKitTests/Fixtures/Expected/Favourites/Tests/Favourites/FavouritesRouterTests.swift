import Foundation
import XCTest

@testable import Favourites

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class FavouritesRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsThePresenterToTheState() async throws {
        let state = FavouritesBuilder.assemble(service: FavouritesServiceSpy())

        let presenter = try XCTUnwrap(state.presenter as? FavouritesPresenter)
        XCTAssertTrue(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @MainActor
    func testTheStateOwnsTheModule() async {
        weak var presenter: (any FavouritesPresenterProtocol)?
        var state: FavouritesViewState?
        state = FavouritesBuilder.assemble(service: FavouritesServiceSpy())
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
            let _: FavouritesScreen = FavouritesBuilder.build(service: FavouritesServiceSpy())

            let root = FavouritesBuilder.buildRoot(service: FavouritesServiceSpy())

            XCTAssertTrue(root is NavigationStack<NavigationPath, FavouritesScreen>)
        }
    #endif
}

extension FavouritesRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowFavouritePushesItsDestination() async {
        let router = FavouritesRouter()
        let presenter = FavouritesPresenter(interactor: FavouritesInteractorSpy(), router: router)

        presenter.showFavourite(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        guard case .showFavourite(let id)? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        XCTAssertEqual(id, UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
    }
}
