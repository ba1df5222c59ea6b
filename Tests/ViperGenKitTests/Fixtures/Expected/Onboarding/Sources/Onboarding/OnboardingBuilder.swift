#if canImport(UIKit)
    import UIKit
#endif

/// Wires the Onboarding module: view, presenter, interactor and router.
@MainActor
enum OnboardingBuilder {
    #if canImport(UIKit)
        /// The Onboarding screen, ready to push or present; `router` navigates from it.
        static func build(
            service: any OnboardingServiceProtocol,
            router: OnboardingRouter = OnboardingRouter()
        ) -> UIViewController {
            let viewController = OnboardingViewController()
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
        view: any OnboardingView,
        service: any OnboardingServiceProtocol,
        router: OnboardingRouter = OnboardingRouter()
    ) -> OnboardingPresenter {
        let interactor = OnboardingInteractor(service: service)
        let presenter = OnboardingPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
