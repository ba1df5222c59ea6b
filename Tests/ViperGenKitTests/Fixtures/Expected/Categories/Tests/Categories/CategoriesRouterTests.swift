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

    @Test func showCategoryDetailWithoutAViewDoesNothing() {
        let router = CategoriesRouter()

        router.showCategoryDetail(for: CategoryViewModel.fixture())

        #expect(router.view == nil)
    }
}
