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
        /// The builder gives the router the screen its routes navigate from, and the screen owns
        /// the module: the router does not keep the screen alive.
        @Test func buildGivesTheRouterItsScreen() {
            let router = CategoriesRouter()
            var viewController: AnyObject? = CategoriesBuilder.build(
                service: CategoriesServiceSpy(),
                router: router
            )

            #expect(router.viewController === viewController)
            #expect(viewController is CategoriesViewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}
