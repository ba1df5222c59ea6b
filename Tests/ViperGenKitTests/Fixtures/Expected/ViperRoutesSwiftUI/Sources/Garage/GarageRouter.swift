import Observation

/// The Garage navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in.
@MainActor
@Observable
final class GarageRouter {
    /// The destination a route pushed above the Garage screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: GarageDestination?

    /// What the screen builds the modules the routes open with (see `GarageDestination`).
    let dependencies: any GarageDependencies

    init(dependencies: any GarageDependencies) {
        self.dependencies = dependencies
    }
}

extension GarageRouter: GarageRouterProtocol {
    func showCarDetail(for car: Car) {
        destination = GarageDestination(.showCarDetail(car: car))
    }

    func showHelp() {
        destination = GarageDestination(.showHelp)
    }
}
