import XCTest

@testable import ViperEdge

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
}

extension EdgeCasesForAVeryLongModuleRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the path the screen shows.
    @MainActor
    func testShowWidgetPushesItsDestination() async {
        let router = EdgeCasesForAVeryLongModuleRouter()
        let presenter = EdgeCasesForAVeryLongModulePresenter(
            interactor: EdgeCasesForAVeryLongModuleInteractorSpy(),
            router: router
        )

        presenter.showWidget(WidgetViewModel.fixture())

        XCTAssertEqual(router.path.count, 1)
        guard case .showWidget? = router.path.last?.route else {
            XCTFail("pushed \(String(describing: router.path.last?.route)) instead")
            return
        }
    }
}
