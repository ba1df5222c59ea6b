import Foundation

/// Does the work of the Settings use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `SettingsWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
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
        return ""
    }

    func migrateToV2(from version: Int) throws -> Bool {
        // TODO: Implement `migrateToV2`.
        throw SettingsWorkerError.notImplemented(#function)
    }

    func `repeat`(times: Int) async {
        // TODO: Implement `repeat`.
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum SettingsWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
