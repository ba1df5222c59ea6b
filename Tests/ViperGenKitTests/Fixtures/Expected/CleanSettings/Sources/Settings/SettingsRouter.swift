/// The Settings navigation: builds the next scenes, passes them what they need and shows
/// them.
@MainActor
final class SettingsRouter: SettingsDataPassing {
    /// The interactor's business state, to pass on to the next scene; the configurator sets it.
    var dataStore: (any SettingsDataStore)?

    init() {}
}

extension SettingsRouter: SettingsRoutingLogic {
}
