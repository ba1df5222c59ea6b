import Foundation

/// The Corners navigation: builds the next modules and shows them.
@MainActor
final class CornersRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any CornersView)?

    init() {}
}

extension CornersRouter: CornersRouterProtocol {
    func showGadget(_ row: GadgetRow) {
        // TODO: Build the destination module and show it, for example by appending it to the
        // navigation path that the screen's NavigationStack observes.
    }

    func `open`(`let` key: String, handler: @escaping @Sendable (String) -> Bool) {
        // TODO: Build the destination module and show it, for example by appending it to the
        // navigation path that the screen's NavigationStack observes.
    }
}
