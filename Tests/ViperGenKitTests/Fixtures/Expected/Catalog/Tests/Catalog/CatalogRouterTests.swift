import Testing

@testable import Catalog

@MainActor
struct CatalogRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CatalogViewSpy()

        let presenter = CatalogBuilder.assemble(view: view, service: CatalogServiceSpy())

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The view controller owns the presenter, which owns the router: a router that held
        /// its view controller would keep the whole module alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = CatalogRouter()
            var viewController: CatalogViewController? = CatalogViewController()
            router.viewController = viewController

            viewController = nil

            #expect(router.viewController == nil)
        }
    #endif
}
