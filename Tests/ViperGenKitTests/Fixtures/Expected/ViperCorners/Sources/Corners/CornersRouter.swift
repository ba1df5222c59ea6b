import Foundation
import Observation

/// The Corners navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in; a route that closes the screen sets `isDismissed`.
@MainActor
@Observable
final class CornersRouter {
    /// The destination a route pushed above the Corners screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: CornersDestination?

    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    var isDismissed = false

    init() {}
}

extension CornersRouter: CornersRouterProtocol {
    func showGadget(_ row: GadgetRow) {
        destination = CornersDestination(.showGadget(row: row))
    }

    func `open`(`let` key: String, handler: @escaping @Sendable (String) -> Bool) {
        destination = CornersDestination(.`open`(key: key, handler: handler))
    }

    func closeSheet(animated: Bool) {
        isDismissed = true
    }
}
