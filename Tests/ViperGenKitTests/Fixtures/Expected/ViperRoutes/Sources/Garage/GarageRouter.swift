#if canImport(UIKit)
    import UIKit
#endif

/// The Garage navigation: builds the next modules and shows them.
@MainActor
final class GarageRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    /// What the routes build the modules they open with.
    private let dependencies: any GarageDependencies

    init(dependencies: any GarageDependencies) {
        self.dependencies = dependencies
    }
}

extension GarageRouter: GarageRouterProtocol {
    func showCarDetail(for car: Car) {
        #if canImport(UIKit)
            let carDetail = CarDetailBuilder.build(
                car: car,
                service: dependencies.makeCarDetailService(),
                dependencies: dependencies.carDetailDependencies
            )
            viewController?.navigationController?.pushViewController(
                carDetail,
                animated: true
            )
        #endif
    }

    func showHelp() {
        // TODO: Build the destination module and show it, for example:
        // viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
