#if canImport(UIKit)
    import UIKit
#endif

/// Wires the CarDetail module: view, presenter, interactor and router.
@MainActor
enum CarDetailBuilder {
    #if canImport(UIKit)
        /// The CarDetail screen, ready to push or present, for what the route that opens it
        /// passes; its router builds the modules its routes open with `dependencies`.
        static func build(
            car: Car,
            service: any CarDetailServiceProtocol,
            dependencies: any CarDetailDependencies
        ) -> UIViewController {
            let router = CarDetailRouter(dependencies: dependencies)
            let viewController = CarDetailViewController()
            viewController.presenter = assemble(
                view: viewController,
                car: car,
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
        view: any CarDetailView,
        car: Car,
        service: any CarDetailServiceProtocol,
        router: CarDetailRouter
    ) -> CarDetailPresenter {
        let interactor = CarDetailInteractor(service: service)
        let presenter = CarDetailPresenter(
            car: car,
            interactor: interactor,
            router: router
        )
        presenter.view = view
        return presenter
    }
}
