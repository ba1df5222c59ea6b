import Testing

@testable import Step2Verification

@MainActor
struct Step2VerificationRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = Step2VerificationViewSpy()

        let presenter = Step2VerificationBuilder.assemble(
            view: view,
            service: Step2VerificationServiceSpy()
        )

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder gives the router the screen its routes navigate from, and the screen owns
        /// the module: the router does not keep the screen alive.
        @Test func buildGivesTheRouterItsScreen() {
            let router = Step2VerificationRouter()
            var viewController: AnyObject? = Step2VerificationBuilder.build(
                service: Step2VerificationServiceSpy(),
                router: router
            )

            #expect(router.viewController === viewController)
            #expect(viewController is Step2VerificationViewController)
            viewController = nil
            #expect(router.viewController == nil)
        }
    #endif
}
