/// The EdgeCasesForAVeryLongModule navigation: builds the next modules and shows them.
@MainActor
final class EdgeCasesForAVeryLongModuleRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any EdgeCasesForAVeryLongModuleView)?

    init() {}
}

extension EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleRouterProtocol {
    func showWidget(_ widget: WidgetViewModel) {
        // TODO: Build the destination module and show it, for example by appending it to the
        // navigation path that the screen's NavigationStack observes.
    }
}
