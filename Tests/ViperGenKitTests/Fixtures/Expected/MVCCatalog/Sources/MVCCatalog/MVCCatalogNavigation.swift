import Foundation
import Observation

/// Where the MVCCatalog screen goes: the path of its `NavigationStack`, which each route
/// extends. The screen owns it and shows a destination for each step of the path.
@MainActor
@Observable
public final class MVCCatalogNavigation {
    /// A screen shown on top of MVCCatalog: the route that leads there, with its arguments.
    public nonisolated enum Destination {
        case showProduct(ProductRow, animated: Bool)
        case showFilters
    }

    /// One step of the path. Steps are told apart by identity, not by their arguments, which
    /// need not be `Hashable` (a closure never is): showing a destination twice is two steps.
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

    /// The screens shown on top of MVCCatalog, first to last; the screen's `NavigationStack`
    /// binds to it, so going back removes steps.
    public var path: [Step] = []

    public init() {}
}

// MARK: - Routes

extension MVCCatalogNavigation {
    /// Shows the destination of `showProduct`.
    public func showProduct(_ product: ProductRow, animated: Bool) {
        path.append(Step(destination: .showProduct(product, animated: animated)))
    }

    /// Shows the destination of `showFilters`.
    public func showFilters() {
        path.append(Step(destination: .showFilters))
    }
}
