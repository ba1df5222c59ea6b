import Observation

/// Takes the LetterDetail screen's routes in SwiftUI: a dismiss route sets `isDismissed`, on
/// which the screen calls its environment's `dismiss`.
@MainActor
@Observable
final class LetterDetailRouter: LetterDetailNavigator {
    /// Whether a route asked to close the screen.
    var isDismissed = false

    init() {}

    func dismiss() {
        isDismissed = true
    }
}
