import Foundation
import Observation

/// The Corners navigation: each route pushes its destination onto `path`, which the
/// screen's navigation stack shows; a route that closes the screen sets `isDismissed`.
@MainActor
@Observable
final class CornersRouter {
    /// The destinations pushed above the Corners screen, the top one last.
    var path: [CornersDestination] = []

    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    var isDismissed = false

    init() {}
}

extension CornersRouter: CornersRouterProtocol {
    func showGadget(_ row: GadgetRow) {
        path.append(CornersDestination(.showGadget(row: row)))
    }

    func `open`(`let` key: String, handler: @escaping @Sendable (String) -> Bool) {
        path.append(CornersDestination(.`open`(key: key, handler: handler)))
    }

    func closeSheet(animated: Bool) {
        isDismissed = true
    }
}
