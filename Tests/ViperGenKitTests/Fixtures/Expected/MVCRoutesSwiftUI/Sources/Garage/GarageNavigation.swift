import Foundation
import Observation

/// Where the Garage screen goes: the step each route pushes onto the navigation stack the
/// screen is in. The screen owns it and shows the destination of the step.
@MainActor
@Observable
final class GarageNavigation {
    /// A screen shown on top of Garage: the route that leads there, with its arguments.
    nonisolated enum Destination {
        case showCarDetail(for: Car)
        case showHelp
    }

    /// One step pushed onto the stack. Steps are told apart by identity, not by their
    /// arguments, which need not be `Hashable` (a closure never is): showing a destination twice
    /// is two steps.
    nonisolated struct Step: Hashable, Identifiable {
        let id = UUID()
        let destination: Destination
        /// The module the route built when it was taken, once: the step keeps it while its
        /// screen is shown, and the Garage screen shows it each time it draws, building
        /// nothing again. `nil` for a route that builds nothing itself.
        let content: GarageDestinationContent?

        /// The routes make their steps with `init(_:dependencies:)`, which builds the module a
        /// route opens; `content` has no default, so that none is left out by mistake.
        init(destination: Destination, content: GarageDestinationContent?) {
            self.destination = destination
            self.content = content
        }

        static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.id == rhs.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }

    /// The screen pushed on top of Garage, onto the stack Garage is in; the screen's
    /// `navigationDestination` binds to it, so going back sets it to nil.
    var step: Step?
    /// What the routes build the modules they open with, once, when they are taken (see
    /// `GarageDestinationContent`).
    let dependencies: any GarageDependencies

    init(dependencies: any GarageDependencies) {
        self.dependencies = dependencies
    }
}

// MARK: - Routes

extension GarageNavigation {
    /// Shows the destination of `showCarDetail`: opens the `CarDetail` module.
    func showCarDetail(for car: Car) {
        step = Step(.showCarDetail(for: car), dependencies: dependencies)
    }

    /// Shows the destination of `showHelp`.
    func showHelp() {
        step = Step(.showHelp, dependencies: dependencies)
    }
}
