import Foundation

/// The ServiceHistory data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct ServiceHistoryRepository {
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

nonisolated extension ServiceHistoryRepository: ServiceHistoryRepositoryType {
    func services() async throws -> [Service] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }
}
