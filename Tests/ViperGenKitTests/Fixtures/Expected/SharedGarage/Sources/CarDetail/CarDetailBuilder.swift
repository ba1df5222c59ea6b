#if canImport(UIKit)
    import UIKit
#endif

/// Wires the CarDetail module: view, presenter, interactor and router.
@MainActor
enum CarDetailBuilder {
    #if canImport(UIKit)
        /// The CarDetail screen, ready to push or present; `router` navigates from it.
        static func build(
            service: any CarDetailServiceProtocol,
            router: CarDetailRouter = CarDetailRouter()
        ) -> UIViewController {
            let viewController = CarDetailViewController()
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
        view: any CarDetailView,
        service: any CarDetailServiceProtocol,
        router: CarDetailRouter = CarDetailRouter()
    ) -> CarDetailPresenter {
        let interactor = CarDetailInteractor(service: service)
        let presenter = CarDetailPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
