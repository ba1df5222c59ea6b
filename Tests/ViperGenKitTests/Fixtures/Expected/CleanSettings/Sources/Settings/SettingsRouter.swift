/// The Settings navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class SettingsRouter: SettingsDataPassing {
    /// The screen the routes navigate from; the configurator sets it.
    weak var display: (any SettingsDisplayLogic)?
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any SettingsDataStore)?

    init() {}
}

extension SettingsRouter: SettingsRoutingLogic {
}
