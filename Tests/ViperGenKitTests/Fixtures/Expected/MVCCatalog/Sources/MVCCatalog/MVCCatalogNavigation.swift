import Foundation
import Observation

/// Where the MVCCatalog screen goes: the step each route pushes onto the navigation stack the
/// screen is in. The screen owns it and shows the destination of the step.
@MainActor
@Observable
public final class MVCCatalogNavigation {
    /// A screen shown on top of MVCCatalog: the route that leads there, with its arguments.
    public nonisolated enum Destination {
        case showProduct(ProductRow, animated: Bool)
        case showFilters
    }

    /// One step pushed onto the stack. Steps are told apart by identity, not by their
    /// arguments, which need not be `Hashable` (a closure never is): showing a destination twice
    /// is two steps.
    public nonisolated struct Step: Hashable, Identifiable {
        public let id = UUID()
        public let destination: Destination

        public static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.id == rhs.id
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }

    /// The screen pushed on top of MVCCatalog, onto the stack MVCCatalog is in; the screen's
    /// `navigationDestination` binds to it, so going back sets it to nil.
    public var step: Step?

    public init() {}
}

// MARK: - Routes

extension MVCCatalogNavigation {
    /// Shows the destination of `showProduct`.
    public func showProduct(_ product: ProductRow, animated: Bool) {
        step = Step(destination: .showProduct(product, animated: animated))
    }

    /// Shows the destination of `showFilters`.
    public func showFilters() {
        step = Step(destination: .showFilters)
    }
}
