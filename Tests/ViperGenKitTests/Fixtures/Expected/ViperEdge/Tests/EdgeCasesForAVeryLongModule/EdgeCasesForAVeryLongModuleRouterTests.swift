import XCTest

@testable import ViperEdge

final class EdgeCasesForAVeryLongModuleRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsTheViewToThePresenterAndRouter() async {
        let view = EdgeCasesForAVeryLongModuleViewSpy()
        let router = EdgeCasesForAVeryLongModuleRouter()

        let presenter = EdgeCasesForAVeryLongModuleBuilder.assemble(
            view: view,
            service: EdgeCasesForAVeryLongModuleServiceSpy(),
            router: router
        )

        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @MainActor
    func testTheRouterDoesNotKeepItsViewAlive() async {
        let router = EdgeCasesForAVeryLongModuleRouter()
        var view: EdgeCasesForAVeryLongModuleViewSpy? = EdgeCasesForAVeryLongModuleViewSpy()
        router.view = view

        view = nil

        XCTAssertNil(router.view)
    }
}
