import Foundation

/// The EdgeCasesForAVeryLongModule data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct EdgeCasesForAVeryLongModuleRepository {
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

nonisolated extension EdgeCasesForAVeryLongModuleRepository:
    EdgeCasesForAVeryLongModuleRepositoryType
{
    func makeHandler() -> @Sendable () -> Void {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }

    func loadWidgets() async throws -> [Widget] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func latestFailure() -> (any Error)? {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return nil
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func count() async -> Int {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return 0
    }
}
