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

    /// `assemble` gives the router the view its routes navigate from.
    @MainActor
    func testAssembleGivesTheRouterItsView() async {
        let view = SettingsViewSpy()
        let router = SettingsRouter()

        _ = SettingsBuilder.assemble(view: view, service: SettingsServiceSpy(), router: router)

        XCTAssertTrue(router.view === view)
    }
}
