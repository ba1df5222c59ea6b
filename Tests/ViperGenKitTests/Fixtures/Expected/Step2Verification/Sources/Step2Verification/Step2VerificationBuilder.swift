#if canImport(UIKit)
    import UIKit
#endif

/// Wires the Step2Verification module: view, presenter, interactor and router.
@MainActor
enum Step2VerificationBuilder {
    #if canImport(UIKit)
        /// The Step2Verification screen, ready to push or present; `router` navigates from it.
        static func build(
            service: any Step2VerificationServiceProtocol,
            router: Step2VerificationRouter = Step2VerificationRouter()
        ) -> UIViewController {
            let viewController = Step2VerificationViewController()
            viewController.presenter = assemble(
                view: viewController,
                service: service,
                router: router
            )
            router.viewController = viewController
            return viewController
        }
    #endif

    /// Connects the module's parts around `view` and returns the presenter: `view` must keep
    /// it, as nothing else does.
    static func assemble(
        view: any Step2VerificationView,
        service: any Step2VerificationServiceProtocol,
        router: Step2VerificationRouter = Step2VerificationRouter()
    ) -> Step2VerificationPresenter {
        let interactor = Step2VerificationInteractor(service: service)
        let presenter = Step2VerificationPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
