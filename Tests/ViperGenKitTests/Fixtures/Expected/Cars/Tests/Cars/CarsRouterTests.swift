import Testing

@testable import Cars

@MainActor
struct CarsRouterTests {
    @Test func assembleConnectsTheViewToThePresenterAndRouter() {
        let view = CarsViewSpy()
        let router = CarsRouter()

        let presenter = CarsBuilder.assemble(view: view, service: CarsServiceSpy(), router: router)

        #expect(presenter.view === view)
        #expect(router.view === view)
    }

    @Test func showCarDetailWithoutAViewDoesNothing() {
        let router = CarsRouter()

        router.showCarDetail(for: CarViewModel.fixture())

        #expect(router.view == nil)
    }

    @Test func showCreateCarScreenWithoutAViewDoesNothing() {
        let router = CarsRouter()

        router.showCreateCarScreen()

        #expect(router.view == nil)
    }
}
