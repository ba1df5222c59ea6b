import Testing

@testable import App

@MainActor
struct GarageRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = GarageViewSpy()

        let presenter = GarageBuilder.assemble(view: view, service: GarageServiceSpy())

        #expect(presenter.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @Test func theRouterDoesNotKeepItsViewAlive() {
        let router = GarageRouter()
        var view: GarageViewSpy? = GarageViewSpy()
        router.view = view

        view = nil

        #expect(router.view == nil)
    }
}
