/// The MVCSettings model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller.
@MainActor
final class MVCSettingsStore {
    /// The result of the last `loadSettings`.
    private(set) var settings: Settings?
    /// The result of the last `currentTheme`.
    private(set) var theme: String = ""
    /// The result of the last `priceRange`.
    private(set) var range: (min: Double, max: Double) = (min: 0, max: 0)
    private let service: any MVCSettingsServiceProtocol

    init(service: any MVCSettingsServiceProtocol) {
        self.service = service
    }

    /// Runs `loadSettings` and keeps its result in `settings`.
    @discardableResult
    func loadSettings() async throws -> Settings {
        let settings = try await service.loadSettings()
        self.settings = settings
        return settings
    }

    func save(_ settings: Settings) async throws {
        try await service.save(settings)
    }

    func resetToDefaults() {
        service.resetToDefaults()
    }

    /// Runs `currentTheme` and keeps its result in `theme`.
    @discardableResult
    func currentTheme() -> String {
        let theme = service.currentTheme()
        self.theme = theme
        return theme
    }

    /// Runs `priceRange` and keeps its result in `range`.
    @discardableResult
    func priceRange() throws -> (min: Double, max: Double) {
        let range = try service.priceRange()
        self.range = range
        return range
    }
}
