/// Wires the Nouns scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum NounsConfigurator {
    #if canImport(UIKit)
        /// The Nouns screen, ready to push or present.
        static func makeViewController(
            worker: any NounsWorkerProtocol = NounsWorker()
        ) -> NounsViewController {
            let viewController = NounsViewController()
            let scene = configure(display: viewController, worker: worker)
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            scene.router.viewController = viewController
            return viewController
        }
    #endif

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly, and the router navigates from the screen
    /// `makeViewController` gives it.
    static func configure(
        display: any NounsDisplayLogic,
        worker: any NounsWorkerProtocol = NounsWorker()
    ) -> (interactor: NounsInteractor, router: NounsRouter) {
        let presenter = NounsPresenter(display: display)
        let interactor = NounsInteractor(presenter: presenter, worker: worker)
        let router = NounsRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
