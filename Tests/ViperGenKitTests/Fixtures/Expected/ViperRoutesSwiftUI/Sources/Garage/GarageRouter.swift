import Observation

/// The Garage navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in.
@MainActor
@Observable
final class GarageRouter {
    /// The destination a route pushed above the Garage screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: GarageDestination?

    /// What the routes build the modules they open with, once, when they are taken (see
    /// `GarageDestination`).
    let dependencies: any GarageDependencies

    init(dependencies: any GarageDependencies) {
        self.dependencies = dependencies
    }
}

extension GarageRouter: GarageRouterProtocol {
    func showCarDetail(for car: Car) {
        destination = GarageDestination(.showCarDetail(car: car), dependencies: dependencies)
    }

    func showHelp() {
        destination = GarageDestination(.showHelp, dependencies: dependencies)
    }
}
