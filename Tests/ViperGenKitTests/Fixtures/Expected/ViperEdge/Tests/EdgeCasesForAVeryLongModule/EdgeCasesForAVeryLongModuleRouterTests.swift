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

    @MainActor
    func testShowWidgetWithoutAViewDoesNothing() async {
        let router = EdgeCasesForAVeryLongModuleRouter()

        router.showWidget(WidgetViewModel.fixture())

        XCTAssertNil(router.view)
    }
}
