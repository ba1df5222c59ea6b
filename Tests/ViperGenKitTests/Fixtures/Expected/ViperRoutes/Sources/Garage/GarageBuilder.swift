#if canImport(UIKit)
    import UIKit
#endif

/// Wires the Garage module: view, presenter, interactor and router.
@MainActor
enum GarageBuilder {
    #if canImport(UIKit)
        /// The Garage screen, ready to push or present; its router builds the modules its routes open with `dependencies`.
        static func build(
            service: any GarageServiceProtocol,
            dependencies: any GarageDependencies
        ) -> UIViewController {
            let router = GarageRouter(dependencies: dependencies)
            let viewController = GarageViewController()
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
        view: any GarageView,
        service: any GarageServiceProtocol,
        router: GarageRouter
    ) -> GaragePresenter {
        let interactor = GarageInteractor(service: service)
        let presenter = GaragePresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
