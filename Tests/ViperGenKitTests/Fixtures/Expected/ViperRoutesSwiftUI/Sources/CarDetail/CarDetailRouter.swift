import Observation

/// The CarDetail navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in; a route that closes the screen sets `isDismissed`.
@MainActor
@Observable
final class CarDetailRouter {
    /// The destination a route pushed above the CarDetail screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: CarDetailDestination?

    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    var isDismissed = false

    /// What the routes build the modules they open with, once, when they are taken (see
    /// `CarDetailDestination`).
    let dependencies: any CarDetailDependencies

    init(dependencies: any CarDetailDependencies) {
        self.dependencies = dependencies
    }
}

extension CarDetailRouter: CarDetailRouterProtocol {
    func showGarage() {
        destination = CarDetailDestination(.showGarage, dependencies: dependencies)
    }

    func dismiss() {
        isDismissed = true
    }
}
