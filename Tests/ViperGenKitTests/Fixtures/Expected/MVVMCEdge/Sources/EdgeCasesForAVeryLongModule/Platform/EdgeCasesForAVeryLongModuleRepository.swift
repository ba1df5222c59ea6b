/// The EdgeCasesForAVeryLongModule data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct EdgeCasesForAVeryLongModuleRepository {
    /// The failure of a method that has no implementation yet.
    struct NotImplemented: Error {
        /// The method, as `#function` names it: `name(label:)`.
        let method: String
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
        fatalError("TODO: implement \(#function)")
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func count() async -> Int {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }
}
