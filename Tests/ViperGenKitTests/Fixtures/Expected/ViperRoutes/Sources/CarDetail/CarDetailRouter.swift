#if canImport(UIKit)
    import UIKit
#endif

/// The CarDetail navigation: builds the next modules and shows them.
@MainActor
final class CarDetailRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    /// What the routes build the modules they open with.
    private let dependencies: any CarDetailDependencies

    init(dependencies: any CarDetailDependencies) {
        self.dependencies = dependencies
    }
}

extension CarDetailRouter: CarDetailRouterProtocol {
    func showServiceHistory(animated: Bool) {
        #if canImport(UIKit)
            let serviceHistory = ServiceHistoryBuilder.build(
                service: dependencies.makeServiceHistoryService(),
                dependencies: dependencies.serviceHistoryDependencies
            )
            viewController?.navigationController?.pushViewController(
                serviceHistory,
                animated: animated
            )
        #endif
    }

    func showSimilarCar(_ car: Car) {
        #if canImport(UIKit)
            let carDetail = CarDetailBuilder.build(
                car: car,
                service: dependencies.makeCarDetailService(),
                dependencies: dependencies
            )
            viewController?.navigationController?.pushViewController(
                carDetail,
                animated: true
            )
        #endif
    }
}
