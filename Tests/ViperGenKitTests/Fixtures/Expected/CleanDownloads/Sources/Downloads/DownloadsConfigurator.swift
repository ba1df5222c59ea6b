/// Wires the Downloads scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum DownloadsConfigurator {
    #if canImport(UIKit)
        /// The Downloads screen, ready to push or present.
        static func makeViewController(
            worker: any DownloadsWorkerProtocol = DownloadsWorker()
        ) -> DownloadsViewController {
            let viewController = DownloadsViewController()
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
        display: any DownloadsDisplayLogic,
        worker: any DownloadsWorkerProtocol = DownloadsWorker()
    ) -> (interactor: DownloadsInteractor, router: DownloadsRouter) {
        let presenter = DownloadsPresenter(display: display)
        let interactor = DownloadsInteractor(presenter: presenter, worker: worker)
        let router = DownloadsRouter()
        router.dataStore = interactor
        return (interactor, router)
    }
}
