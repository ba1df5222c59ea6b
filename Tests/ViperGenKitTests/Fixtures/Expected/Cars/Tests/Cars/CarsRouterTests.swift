import Testing

@testable import Cars

@MainActor
struct CarsRouterTests {
    @Test func assembleConnectsTheViewToThePresenterAndRouter() {
        let view = CarsViewSpy()
        let router = CarsRouter()

        let presenter = CarsBuilder.assemble(view: view, service: CarsServiceSpy(), router: router)

        #expect(presenter.view === view)
        #expect(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @Test func theRouterDoesNotKeepItsViewAlive() {
        let router = CarsRouter()
        var view: CarsViewSpy? = CarsViewSpy()
        router.view = view

        view = nil

        #expect(router.view == nil)
    }
}
