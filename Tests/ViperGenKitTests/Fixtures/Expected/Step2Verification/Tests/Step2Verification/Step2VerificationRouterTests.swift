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
}
