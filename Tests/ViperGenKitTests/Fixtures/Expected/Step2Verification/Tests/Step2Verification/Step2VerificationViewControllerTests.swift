#if canImport(UIKit)
    import Testing

    @testable import Step2Verification

    @MainActor
    struct Step2VerificationViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: Step2VerificationViewController? = Step2VerificationViewController()
            viewController?.presenter = Step2VerificationPresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif
