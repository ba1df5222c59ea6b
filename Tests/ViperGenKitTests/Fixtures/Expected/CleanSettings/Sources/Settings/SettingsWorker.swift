/// Does the work of the Settings use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct SettingsWorker: SettingsWorkerProtocol {
    func loadSettings() async throws -> Settings {
        // TODO: Implement `loadSettings`.
        throw SettingsWorkerError.notImplemented
    }

    func save(_ settings: Settings) throws {
        // TODO: Implement `save`.
        throw SettingsWorkerError.notImplemented
    }

    func resetToDefaults() {
        // TODO: Implement `resetToDefaults`.
    }

    func currentTheme() -> String {
        // TODO: Implement `currentTheme`.
        return ""
    }

    func migrateToV2(from version: Int) throws -> Bool {
        // TODO: Implement `migrateToV2`.
        throw SettingsWorkerError.notImplemented
    }

    func `repeat`(times: Int) async {
        // TODO: Implement `repeat`.
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
enum SettingsWorkerError: Error {
    case notImplemented
}
