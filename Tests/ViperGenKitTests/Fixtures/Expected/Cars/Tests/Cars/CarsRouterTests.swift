import Testing

@testable import Cars

@MainActor
struct CarsRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CarsViewSpy()

        let presenter = CarsBuilder.assemble(view: view, service: CarsServiceSpy())

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder gives the router the screen its routes navigate from, and the screen owns
        /// the module: the router does not keep the screen alive.
        @Test func buildGivesTheRouterItsScreen() {
            let router = CarsRouter()
            var viewController: AnyObject? = CarsBuilder.build(
                service: CarsServiceSpy(),
                router: router
            )

            #expect(router.viewController === viewController)
            #expect(viewController is CarsViewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}
