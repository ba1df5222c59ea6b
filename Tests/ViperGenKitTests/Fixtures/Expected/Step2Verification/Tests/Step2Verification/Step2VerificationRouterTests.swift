import Testing

@testable import Step2Verification

@MainActor
struct Step2VerificationRouterTests {
    @Test func assembleConnectsTheViewToThePresenterAndRouter() {
        let view = Step2VerificationViewSpy()
        let router = Step2VerificationRouter()

        let presenter = Step2VerificationBuilder.assemble(
            view: view,
            service: Step2VerificationServiceSpy(),
            router: router
        )

        #expect(presenter.view === view)
        #expect(router.view === view)
    }

    /// The view owns the presenter, which owns the router: a router that held its view
    /// would keep the whole module alive.
    @Test func theRouterDoesNotKeepItsViewAlive() {
        let router = Step2VerificationRouter()
        var view: Step2VerificationViewSpy? = Step2VerificationViewSpy()
        router.view = view

        view = nil

        #expect(router.view == nil)
    }
}
