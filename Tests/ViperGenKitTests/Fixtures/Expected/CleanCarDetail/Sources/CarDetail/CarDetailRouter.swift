#if canImport(UIKit)
    import UIKit
#endif

/// The CarDetail navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class CarDetailRouter: CarDetailDataPassing {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the configurator sets it.
        weak var viewController: UIViewController?
    #endif
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any CarDetailDataStore)?
    /// What the routes build the scenes they open with; the configurator gives it.
    private let dependencies: any CarDetailDependencies

    init(dependencies: any CarDetailDependencies) {
        self.dependencies = dependencies
    }
}

extension CarDetailRouter: CarDetailRoutingLogic {
    func showRelated(car: Car, animated: Bool) {
        // The scene the route opens, built as the app builds it, pushed over this one.
        #if canImport(UIKit)
            let destination = CarDetailConfigurator.makeViewController(
                car: car,
                worker: dependencies.makeCarDetailWorker(),
                dependencies: dependencies
            )
            viewController?.navigationController?.pushViewController(
                destination,
                animated: animated
            )
        #endif
    }

    func showHelp() {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it, for example:
        // viewController?.show(NextConfigurator.makeViewController(), sender: nil)
    }
}
