import Observation

/// Where the EdgeCasesForAVeryLongModule screen's routes go: the navigation path that the screen's
/// `NavigationStack` shows.
/// The screen keeps it, and the presenter sends its routes here.
@MainActor
@Observable
final class EdgeCasesForAVeryLongModuleRouter {
    /// The screens pushed on top of EdgeCasesForAVeryLongModule, one for each route the presenter took.
    var path: [EdgeCasesForAVeryLongModuleDestination] = []

    init() {}
}

extension EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleNavigator {
    func showWidget(_ widget: WidgetViewModel) {
        path.append(EdgeCasesForAVeryLongModuleDestination(.showWidget(widget: widget)))
    }
}
