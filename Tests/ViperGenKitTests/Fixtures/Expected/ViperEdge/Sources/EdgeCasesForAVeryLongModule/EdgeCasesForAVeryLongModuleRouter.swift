import Observation

/// The EdgeCasesForAVeryLongModule navigation: each route pushes its destination onto `path`, which the
/// screen's navigation stack shows.
@MainActor
@Observable
final class EdgeCasesForAVeryLongModuleRouter {
    /// The destinations pushed above the EdgeCasesForAVeryLongModule screen, the top one last.
    var path: [EdgeCasesForAVeryLongModuleDestination] = []

    init() {}
}

extension EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleRouterProtocol {
    func showWidget(_ widget: WidgetViewModel) {
        path.append(EdgeCasesForAVeryLongModuleDestination(.showWidget(widget: widget)))
    }
}
