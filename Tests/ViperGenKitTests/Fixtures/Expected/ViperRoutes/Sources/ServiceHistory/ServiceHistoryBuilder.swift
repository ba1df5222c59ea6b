#if canImport(UIKit)
    import UIKit
#endif

/// Wires the ServiceHistory module: view, presenter, interactor and router.
@MainActor
enum ServiceHistoryBuilder {
    #if canImport(UIKit)
        /// The ServiceHistory screen, ready to push or present; its router builds the modules its routes open with `dependencies`.
        static func build(
            service: any ServiceHistoryServiceProtocol,
            dependencies: any ServiceHistoryDependencies
        ) -> UIViewController {
            let router = ServiceHistoryRouter(dependencies: dependencies)
            let viewController = ServiceHistoryViewController()
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
        view: any ServiceHistoryView,
        service: any ServiceHistoryServiceProtocol,
        router: ServiceHistoryRouter
    ) -> ServiceHistoryPresenter {
        let interactor = ServiceHistoryInteractor(service: service)
        let presenter = ServiceHistoryPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
