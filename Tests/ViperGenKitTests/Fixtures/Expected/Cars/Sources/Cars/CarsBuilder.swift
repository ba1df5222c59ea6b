#if canImport(UIKit)
    import UIKit
#endif

/// Wires the Cars module: view, presenter, interactor and router.
@MainActor
enum CarsBuilder {
    #if canImport(UIKit)
        /// The Cars screen, ready to push or present; `router` navigates from it.
        static func build(
            service: any CarsServiceProtocol,
            router: CarsRouter = CarsRouter()
        ) -> UIViewController {
            let viewController = CarsViewController()
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
        view: any CarsView,
        service: any CarsServiceProtocol,
        router: CarsRouter = CarsRouter()
    ) -> CarsPresenter {
        let interactor = CarsInteractor(service: service)
        let presenter = CarsPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
