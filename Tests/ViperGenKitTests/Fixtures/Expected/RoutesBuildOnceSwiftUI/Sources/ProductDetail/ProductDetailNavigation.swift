import Foundation
import Observation

/// Where the ProductDetail screen goes: the step each route pushes onto the navigation stack the
/// screen is in. The screen owns it and shows the destination of the step.
@MainActor
@Observable
final class ProductDetailNavigation {
    /// A screen shown on top of ProductDetail: the route that leads there, with its arguments.
    nonisolated enum Destination {
    }

    /// One step pushed onto the stack. Steps are told apart by identity, not by their
    /// arguments, which need not be `Hashable` (a closure never is): showing a destination twice
    /// is two steps.
    nonisolated struct Step: Hashable, Identifiable {
        let id = UUID()
        let destination: Destination

        static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.id == rhs.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }

    /// The screen pushed on top of ProductDetail, onto the stack ProductDetail is in; the screen's
    /// `navigationDestination` binds to it, so going back sets it to nil.
    var step: Step?

    init() {}
}
