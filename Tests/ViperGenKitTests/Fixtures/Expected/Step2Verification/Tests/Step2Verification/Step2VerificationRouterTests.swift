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
        /// The view controller owns the presenter, which owns the router: a router that held
        /// its view controller would keep the whole module alive.
        @Test func theRouterDoesNotKeepItsViewControllerAlive() {
            let router = Step2VerificationRouter()
            var viewController: Step2VerificationViewController? = Step2VerificationViewController()
            router.viewController = viewController

            viewController = nil

            #expect(router.viewController == nil)
        }
    #endif
}
