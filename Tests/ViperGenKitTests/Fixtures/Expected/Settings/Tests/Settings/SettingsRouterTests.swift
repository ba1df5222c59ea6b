import XCTest

@testable import Settings

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class SettingsRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsTheViewToThePresenter() async {
        let view = SettingsViewSpy()

        let presenter = SettingsBuilder.assemble(view: view, service: SettingsServiceSpy())

        XCTAssertTrue(presenter.view === view)
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
