import Foundation
import Observation

/// The Sheet navigation: a route that closes the screen sets `isDismissed`, and the
/// screen dismisses itself.
@MainActor
@Observable
final class SheetRouter {
    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    var isDismissed = false

    init() {}
}

extension SheetRouter: SheetRouterProtocol {
    func dismiss() {
        isDismissed = true
    }
}
