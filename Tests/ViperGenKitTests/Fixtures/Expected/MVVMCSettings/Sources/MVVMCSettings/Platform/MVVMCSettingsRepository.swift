import Foundation

/// The MVVMCSettings data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct MVVMCSettingsRepository {
    /// The failure of a method that has no implementation yet: the screen shows its message
    /// instead of a result, so the app runs (and says what is missing) before the data does.
    struct NotImplemented: LocalizedError {
        /// The method, as `#function` names it: `name(label:)`.
        let method: String

        var errorDescription: String? {
            "\(method) is not implemented yet."
        }
    }
}

nonisolated extension MVVMCSettingsRepository: MVVMCSettingsRepositoryType {
    func loadSettings() async throws -> Settings {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func save(_ settings: Settings) async throws {
        // TODO: Send the request to the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func resetToDefaults() {
        // TODO: Send the request to the API, the database or the cache.
    }

    func currentTheme() -> String {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return ""
    }

    func preview(theme: String, fontScale: Double) -> Settings {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }
}
