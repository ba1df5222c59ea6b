/// The Settings navigation: builds the next modules and shows them.
@MainActor
final class SettingsRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any SettingsView)?

    init() {}
}

extension SettingsRouter: SettingsRouterProtocol {
    func showAbout() {
        // TODO: Build the destination module and show it from `view`.
    }
}
