#if canImport(UIKit)
    import UIKit
#endif

/// Wires the Categories module: view, presenter, interactor and router.
@MainActor
enum CategoriesBuilder {
    #if canImport(UIKit)
        /// The Categories screen, ready to push or present; `router` navigates from it.
        static func build(
            service: any CategoriesServiceProtocol,
            router: CategoriesRouter = CategoriesRouter()
        ) -> UIViewController {
            let viewController = CategoriesViewController()
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
        view: any CategoriesView,
        service: any CategoriesServiceProtocol,
        router: CategoriesRouter = CategoriesRouter()
    ) -> CategoriesPresenter {
        let interactor = CategoriesInteractor(service: service)
        let presenter = CategoriesPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }
}
