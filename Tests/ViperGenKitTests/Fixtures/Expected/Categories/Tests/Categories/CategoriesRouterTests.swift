import Testing

@testable import Categories

@MainActor
struct CategoriesRouterTests {
    @Test func assembleConnectsTheViewToThePresenterAndRouter() {
        let view = CategoriesViewSpy()
        let router = CategoriesRouter()

        let presenter = CategoriesBuilder.assemble(
            view: view,
            service: CategoriesServiceSpy(),
            router: router
        )

        #expect(presenter.view === view)
        #expect(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @Test func theRouterDoesNotKeepItsViewAlive() {
        let router = CategoriesRouter()
        var view: CategoriesViewSpy? = CategoriesViewSpy()
        router.view = view

        view = nil

        #expect(router.view == nil)
    }
}
