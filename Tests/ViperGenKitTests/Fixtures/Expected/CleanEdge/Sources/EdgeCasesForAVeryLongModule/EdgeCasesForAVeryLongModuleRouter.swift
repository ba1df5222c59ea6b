/// The EdgeCasesForAVeryLongModule navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleDataPassing {
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any EdgeCasesForAVeryLongModuleDataStore)?

    init() {}
}

extension EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleRoutingLogic {
    func showWidget(_ widget: WidgetViewModel) {
        // TODO: Build the next scene with what it needs from the arguments or `dataStore`, and
        // show it.
    }
}
