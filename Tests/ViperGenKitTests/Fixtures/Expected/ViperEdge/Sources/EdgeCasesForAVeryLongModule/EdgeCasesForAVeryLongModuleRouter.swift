import Observation

/// The EdgeCasesForAVeryLongModule navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in.
@MainActor
@Observable
final class EdgeCasesForAVeryLongModuleRouter {
    /// The destination a route pushed above the EdgeCasesForAVeryLongModule screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: EdgeCasesForAVeryLongModuleDestination?

    init() {}
}

extension EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleRouterProtocol {
    func showWidget(_ widget: WidgetViewModel) {
        destination = EdgeCasesForAVeryLongModuleDestination(.showWidget(widget: widget))
    }
}
