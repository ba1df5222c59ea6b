import Foundation
import Observation

/// Where the CarDetail screen goes: the step each route pushes onto the navigation stack the
/// screen is in. The screen owns it and shows the destination of the step.
@MainActor
@Observable
final class CarDetailNavigation {
    /// A screen shown on top of CarDetail: the route that leads there, with its arguments.
    nonisolated enum Destination {
        case showGarage
    }

    /// One step pushed onto the stack. Steps are told apart by identity, not by their
    /// arguments, which need not be `Hashable` (a closure never is): showing a destination twice
    /// is two steps.
    nonisolated struct Step: Hashable, Identifiable {
        let id = UUID()
        let destination: Destination
        /// The module the route built when it was taken, once: the step keeps it while its
        /// screen is shown, and the CarDetail screen shows it each time it draws, building
        /// nothing again. `nil` for a route that builds nothing itself.
        let content: CarDetailDestinationContent?

        /// The routes make their steps with `init(_:dependencies:)`, which builds the module a
        /// route opens; `content` has no default, so that none is left out by mistake.
        init(destination: Destination, content: CarDetailDestinationContent?) {
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

    /// The screen pushed on top of CarDetail, onto the stack CarDetail is in; the screen's
    /// `navigationDestination` binds to it, so going back sets it to nil.
    var step: Step?
    /// What the routes build the modules they open with, once, when they are taken (see
    /// `CarDetailDestinationContent`).
    let dependencies: any CarDetailDependencies

    init(dependencies: any CarDetailDependencies) {
        self.dependencies = dependencies
    }
}

// MARK: - Routes

extension CarDetailNavigation {
    /// Shows the destination of `showGarage`: opens the `Garage` module.
    func showGarage() {
        step = Step(.showGarage, dependencies: dependencies)
    }
}
