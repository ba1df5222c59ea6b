/// Wires the Onboarding scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum OnboardingConfigurator {
    #if canImport(SwiftUI)
        /// The Onboarding screen, ready to put in a navigation stack.
        static func makeView(
            worker: any OnboardingWorkerProtocol = OnboardingWorker()
        ) -> OnboardingView {
            let state = OnboardingDisplayState()
            let scene = configure(display: state, worker: worker)
            return OnboardingView(state: state, interactor: scene.interactor, router: scene.router)
        }
    #endif

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any OnboardingDisplayLogic,
        worker: any OnboardingWorkerProtocol = OnboardingWorker()
    ) -> (interactor: OnboardingInteractor, router: OnboardingRouter) {
        let presenter = OnboardingPresenter(display: display)
        let interactor = OnboardingInteractor(presenter: presenter, worker: worker)
        let router = OnboardingRouter()
        router.display = display
        router.dataStore = interactor
        return (interactor, router)
    }
}
