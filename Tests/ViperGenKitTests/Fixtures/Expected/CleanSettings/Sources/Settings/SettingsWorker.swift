/// Does the work of the Settings use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `SettingsWorkerError.notImplemented`, one with a result stops with `fatalError`.
nonisolated struct SettingsWorker {}

nonisolated extension SettingsWorker: SettingsWorkerProtocol {
    func loadSettings() async throws -> Settings {
        // TODO: Implement `loadSettings`.
        throw SettingsWorkerError.notImplemented(#function)
    }

    func save(_ settings: Settings) throws {
        // TODO: Implement `save`.
        throw SettingsWorkerError.notImplemented(#function)
    }

    func resetToDefaults() {
        // TODO: Implement `resetToDefaults`.
    }

    func currentTheme() -> String {
        // TODO: Implement `currentTheme`.
        fatalError("TODO: implement \(#function)")
    }

    func migrateToV2(from version: Int) throws -> Bool {
        // TODO: Implement `migrateToV2`.
        throw SettingsWorkerError.notImplemented(#function)
    }

    func `repeat`(times: Int) async {
        // TODO: Implement `repeat`.
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
nonisolated enum SettingsWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}
