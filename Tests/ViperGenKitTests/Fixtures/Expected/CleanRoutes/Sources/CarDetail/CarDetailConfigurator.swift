/// Wires the CarDetail scene's VIP cycle: the screen sends requests to the interactor, the
/// interactor hands responses to the presenter, and the presenter gives the screen view
/// models. The interactor calls the worker; the router navigates from the screen.
@MainActor
enum CarDetailConfigurator {
    #if canImport(UIKit)
        /// The CarDetail screen, ready to push or present.
        static func makeViewController(
            car: Car,
            worker: any CarDetailWorkerProtocol = CarDetailWorker(),
            dependencies: any CarDetailDependencies
        ) -> CarDetailViewController {
            let viewController = CarDetailViewController()
            let scene = configure(
                car: car,
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
    /// The interactor keeps what the route that opened the scene passed, in its data store.
    /// The router builds the scenes its routes open with `dependencies`.
    static func configure(
        car: Car,
        display: any CarDetailDisplayLogic,
        worker: any CarDetailWorkerProtocol = CarDetailWorker(),
        dependencies: any CarDetailDependencies
    ) -> (interactor: CarDetailInteractor, router: CarDetailRouter) {
        let presenter = CarDetailPresenter(display: display)
        let interactor = CarDetailInteractor(
            car: car,
            presenter: presenter,
            worker: worker
        )
        let router = CarDetailRouter(dependencies: dependencies)
        router.dataStore = interactor
        return (interactor, router)
    }
}
