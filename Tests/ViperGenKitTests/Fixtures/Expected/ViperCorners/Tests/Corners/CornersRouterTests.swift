import Foundation
import Testing

@testable import ViperCorners

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
}

extension CornersRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the path the screen shows.
    @Test func showGadgetPushesItsDestination() {
        let router = CornersRouter()
        let presenter = CornersPresenter(interactor: CornersInteractorSpy(), router: router)

        presenter.showGadget(GadgetRow.fixture())

        #expect(router.path.count == 1)
        guard case .showGadget? = router.path.last?.route else {
            Issue.record("pushed \(String(describing: router.path.last?.route)) instead")
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
