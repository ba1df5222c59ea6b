import Testing

@testable import Categories

@MainActor
struct CategoriesRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CategoriesViewSpy()

        let presenter = CategoriesBuilder.assemble(view: view, service: CategoriesServiceSpy())

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The view controller owns the presenter, which owns the router: a router that held
        /// its view controller would keep the whole module alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = CategoriesRouter()
            var viewController: CategoriesViewController? = CategoriesViewController()
            router.viewController = viewController

            viewController = nil

            #expect(router.viewController == nil)
        }
    #endif
}
