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

    @MainActor
    func testShowAboutWithoutAViewDoesNothing() async {
        let router = SettingsRouter()

        router.showAbout()

        XCTAssertNil(router.view)
    }
}
