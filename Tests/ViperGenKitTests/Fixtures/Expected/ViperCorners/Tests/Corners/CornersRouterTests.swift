import Testing

@testable import ViperCorners

@MainActor
struct CornersRouterTests {
    @Test func assembleConnectsTheViewToThePresenterAndRouter() {
        let view = CornersViewSpy()
        let router = CornersRouter()

        let presenter = CornersBuilder.assemble(
            view: view,
            service: CornersServiceSpy(),
            router: router
        )

        #expect(presenter.view === view)
        #expect(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @Test func theRouterDoesNotKeepItsViewAlive() {
        let router = CornersRouter()
        var view: CornersViewSpy? = CornersViewSpy()
        router.view = view

        view = nil

        #expect(router.view == nil)
    }
}
