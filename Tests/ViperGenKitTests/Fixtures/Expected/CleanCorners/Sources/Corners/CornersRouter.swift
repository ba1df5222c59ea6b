/// The Corners navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class CornersRouter: CornersDataPassing {
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any CornersDataStore)?

    init() {}
}

extension CornersRouter: CornersRoutingLogic {
}
