/// Wires the Garage scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum GarageConfigurator {
    #if canImport(UIKit)
        /// The Garage screen, ready to push or present.
        static func makeViewController(
            worker: any GarageWorkerProtocol = GarageWorker(),
            dependencies: any GarageDependencies
        ) -> GarageViewController {
            let viewController = GarageViewController()
            let scene = configure(
                display: viewController,
                worker: worker,
                dependencies: dependencies
            )
            viewController.interactor = scene.interactor
            viewController.router = scene.router
            scene.router.viewController = viewController
            return viewController
        }
    #endif

    /// Connects the scene's parts around `display`, which must keep the interactor and router
    /// it gets back: the presenter holds `display` weakly, and the router navigates from the screen
    /// `makeViewController` gives it.
    /// The router builds the scenes its routes open with `dependencies`.
    static func configure(
        display: any GarageDisplayLogic,
        worker: any GarageWorkerProtocol = GarageWorker(),
        dependencies: any GarageDependencies
    ) -> (interactor: GarageInteractor, router: GarageRouter) {
        let presenter = GaragePresenter(display: display)
        let interactor = GarageInteractor(presenter: presenter, worker: worker)
        let router = GarageRouter(dependencies: dependencies)
        router.dataStore = interactor
        return (interactor, router)
    }
}
