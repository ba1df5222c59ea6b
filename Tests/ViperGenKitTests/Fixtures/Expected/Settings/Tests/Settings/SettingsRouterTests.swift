import XCTest

@testable import Settings

final class SettingsRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsTheViewToThePresenterAndRouter() async {
        let view = SettingsViewSpy()
        let router = SettingsRouter()

        let presenter = SettingsBuilder.assemble(
            view: view,
            service: SettingsServiceSpy(),
            router: router
        )

        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @MainActor
    func testTheRouterDoesNotKeepItsViewAlive() async {
        let router = SettingsRouter()
        var view: SettingsViewSpy? = SettingsViewSpy()
        router.view = view

        view = nil

        XCTAssertNil(router.view)
    }
}
