/// The app's own code; `viper-gen new` adds a folder per module beside it.
enum AppInfo {
    static let name = "CommandPluginConsumer"
}
