#if canImport(UIKit)
    import UIKit
#endif

/// The ServiceHistory navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class ServiceHistoryRouter: ServiceHistoryDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any ServiceHistoryDataStore)?
    /// What the routes build the scenes they open with; the configurator gives it.
    private let dependencies: any ServiceHistoryDependencies

    init(dependencies: any ServiceHistoryDependencies) {
        self.dependencies = dependencies
    }
}

extension ServiceHistoryRouter: ServiceHistoryRoutingLogic {
    func showGarage() {
        // The scene the route opens, built as the app builds it, pushed over this one.
        #if canImport(UIKit)
            let destination = GarageConfigurator.makeViewController(
                worker: dependencies.makeGarageWorker(),
                dependencies: dependencies.garageDependencies
            )
            viewController?.navigationController?.pushViewController(destination, animated: true)
        #endif
    }
}
