/// Wires the Onboarding scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum OnboardingConfigurator {
    #if canImport(SwiftUI)
        /// The Onboarding screen as content, for a parent to push onto its navigation stack
        /// (from its `navigationDestination`): it has no stack of its own, and what it pushes
        /// goes onto the parent's.
        static func makeView(
            worker: any OnboardingWorkerProtocol = OnboardingWorker()
        ) -> OnboardingView {
            OnboardingView(state: makeState(worker: worker))
        }

        /// The Onboarding screen at the root of a navigation stack of its own, for an app's
        /// (or a tab's) first screen or a presented one.
        static func makeRootView(
            worker: any OnboardingWorkerProtocol = OnboardingWorker()
        ) -> OnboardingRootView {
            OnboardingRootView(content: makeView(worker: worker))
        }
    #endif

    /// The Onboarding screen's state, owning its scene: the interactor (and through it the
    /// presenter, which fills the state) and the router.
    static func makeState(
        worker: any OnboardingWorkerProtocol = OnboardingWorker()
    ) -> OnboardingDisplayState {
        let state = OnboardingDisplayState()
        let scene = configure(display: state, worker: worker)
        state.interactor = scene.interactor
        state.router = scene.router
        return state
    }

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly.
    static func configure(
        display: any OnboardingDisplayLogic,
        worker: any OnboardingWorkerProtocol = OnboardingWorker()
    ) -> (interactor: OnboardingInteractor, router: OnboardingRouter) {
        let presenter = OnboardingPresenter(display: display)
        let interactor = OnboardingInteractor(presenter: presenter, worker: worker)
        let router = OnboardingRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
