import Foundation
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

    @Test func showProductWithoutAViewDoesNothing() {
        let router = CatalogRouter()

        router.showProduct(ProductRow.fixture(), animated: true)

        #expect(router.view == nil)
    }

    @Test func showFiltersWithoutAViewDoesNothing() {
        let router = CatalogRouter()

        router.showFilters()

        #expect(router.view == nil)
    }
}
