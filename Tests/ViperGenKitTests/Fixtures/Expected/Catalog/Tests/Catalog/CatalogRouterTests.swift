import Testing

@testable import Catalog

@MainActor
struct CatalogRouterTests {
    @Test func assembleConnectsTheViewToThePresenterAndRouter() {
        let view = CatalogViewSpy()
        let router = CatalogRouter()

        let presenter = CatalogBuilder.assemble(
            view: view,
            service: CatalogServiceSpy(),
            router: router
        )

        #expect(presenter.view === view)
        #expect(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @Test func theRouterDoesNotKeepItsViewAlive() {
        let router = CatalogRouter()
        var view: CatalogViewSpy? = CatalogViewSpy()
        router.view = view

        view = nil

        #expect(router.view == nil)
    }
}
