import Foundation
import Testing

@testable import ViperCorners

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct CornersRouterTests {
    @Test func assembleConnectsThePresenterToTheState() throws {
        let state = CornersBuilder.assemble(service: CornersServiceSpy())

        let presenter = try #require(state.presenter as? CornersPresenter)
        #expect(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @Test func theStateOwnsTheModule() {
        weak var presenter: (any CornersPresenterProtocol)?
        var state: CornersViewState?
        state = CornersBuilder.assemble(service: CornersServiceSpy())
        presenter = state?.presenter

        #expect(presenter != nil)
        state = nil
        #expect(presenter == nil)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @Test func theModuleBuildsAsContentAndAsRoot() {
            let _: CornersScreen = CornersBuilder.build(service: CornersServiceSpy())

            let root = CornersBuilder.buildRoot(service: CornersServiceSpy())

            #expect(root is NavigationStack<NavigationPath, CornersScreen>)
        }
    #endif
}

extension CornersRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showGadgetPushesItsDestination() {
        let router = CornersRouter()
        let presenter = CornersPresenter(interactor: CornersInteractorSpy(), router: router)

        presenter.showGadget(GadgetRow.fixture())

        guard case .showGadget? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
    }

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @Test func closeSheetDismissesTheScreen() {
        let router = CornersRouter()
        let presenter = CornersPresenter(interactor: CornersInteractorSpy(), router: router)

        presenter.closeSheet(animated: true)

        #expect(router.isDismissed)
    }
}
