#if canImport(UIKit)
    import UIKit
#endif

/// The Garage navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class GarageRouter: GarageDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any GarageDataStore)?
    /// What the routes build the scenes they open with; the configurator gives it.
    private let dependencies: any GarageDependencies

    init(dependencies: any GarageDependencies) {
        self.dependencies = dependencies
    }
}

extension GarageRouter: GarageRoutingLogic {
    func showCarDetail(for car: Car) {
        // The scene the route opens, built as the app builds it, pushed over this one.
        #if canImport(UIKit)
            let destination = CarDetailConfigurator.makeViewController(
                car: car,
                worker: dependencies.makeCarDetailWorker(),
                dependencies: dependencies.carDetailDependencies
            )
            viewController?.navigationController?.pushViewController(destination, animated: true)
        #endif
    }

    func showServiceHistory() {
        // The scene the route opens, built as the app builds it, pushed over this one.
        #if canImport(UIKit)
            let destination = ServiceHistoryConfigurator.makeViewController(
                worker: dependencies.makeServiceHistoryWorker(),
                dependencies: dependencies.serviceHistoryDependencies
            )
            viewController?.navigationController?.pushViewController(destination, animated: true)
        #endif
    }
}
