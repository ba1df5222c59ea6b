import Foundation
import Observation

/// Where the Shop screen goes: the step each route pushes onto the navigation stack the
/// screen is in. The screen owns it and shows the destination of the step.
@MainActor
@Observable
final class ShopNavigation {
    /// A screen shown on top of Shop: the route that leads there, with its arguments.
    nonisolated enum Destination {
        case showProduct(for: Product)
        case showCart
        case showShop(destination: String)
        case showHelp
    }

    /// One step pushed onto the stack. Steps are told apart by identity, not by their
    /// arguments, which need not be `Hashable` (a closure never is): showing a destination twice
    /// is two steps.
    nonisolated struct Step: Hashable, Identifiable {
        let id = UUID()
        let destination: Destination
        /// The module the route built when it was taken, once: the step keeps it while its
        /// screen is shown, and the Shop screen shows it each time it draws, building
        /// nothing again. `nil` for a route that builds nothing itself.
        let content: ShopDestinationContent?

        /// The routes make their steps with `init(_:dependencies:)`, which builds the module a
        /// route opens; `content` has no default, so that none is left out by mistake.
        init(destination: Destination, content: ShopDestinationContent?) {
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

    /// The screen pushed on top of Shop, onto the stack Shop is in; the screen's
    /// `navigationDestination` binds to it, so going back sets it to nil.
    var step: Step?
    /// What the routes build the modules they open with, once, when they are taken (see
    /// `ShopDestinationContent`).
    let dependencies: any ShopDependencies

    init(dependencies: any ShopDependencies) {
        self.dependencies = dependencies
    }
}

// MARK: - Routes

extension ShopNavigation {
    /// Shows the destination of `showProduct`: opens the `ProductDetail` module.
    func showProduct(for product: Product) {
        step = Step(.showProduct(for: product), dependencies: dependencies)
    }

    /// Shows the destination of `showCart`: opens the `Cart` module.
    func showCart() {
        step = Step(.showCart, dependencies: dependencies)
    }

    /// Shows the destination of `showShop`: opens the `Shop` module.
    func showShop(destination: String) {
        step = Step(.showShop(destination: destination), dependencies: dependencies)
    }

    /// Shows the destination of `showHelp`.
    func showHelp() {
        step = Step(.showHelp, dependencies: dependencies)
    }
}
