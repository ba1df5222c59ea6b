import Testing

@testable import App

@MainActor
struct CarsRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CarsViewSpy()

        let presenter = CarsBuilder.assemble(view: view, service: CarsServiceSpy())

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The view controller owns the presenter, which owns the router: a router that held
        /// its view controller would keep the whole module alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = CarsRouter()
            var viewController: CarsViewController? = CarsViewController()
            router.viewController = viewController

            viewController = nil

            #expect(router.viewController == nil)
        }
    #endif
}
