import Foundation

/// The Nouns data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct NounsRepository {
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

nonisolated extension NounsRepository: NounsRepositoryType {
    func fetchCars() async throws -> [Car] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func refreshCars() async throws -> [Car] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func cars() -> [Car] {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return []
    }

    func fetchSeller() async throws -> String {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func loadSeller() async throws -> String {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func newest() async throws -> Car? {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func latest() async throws -> Car? {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }
}
