import Observation

/// Where the EdgeCasesForAVeryLongModule screen's routes go: a route sets `destination`, which the screen
/// pushes onto the navigation stack it is in. The screen keeps the
/// router, and the presenter sends its routes here.
@MainActor
@Observable
final class EdgeCasesForAVeryLongModuleRouter {
    /// The screen a route pushed above EdgeCasesForAVeryLongModule, on the stack EdgeCasesForAVeryLongModule is in; SwiftUI sets it
    /// back to `nil` when the user goes back.
    var destination: EdgeCasesForAVeryLongModuleDestination?

    init() {}
}

extension EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleNavigator {
    func showWidget(_ widget: WidgetViewModel) {
        destination = EdgeCasesForAVeryLongModuleDestination(.showWidget(widget: widget))
    }
}
