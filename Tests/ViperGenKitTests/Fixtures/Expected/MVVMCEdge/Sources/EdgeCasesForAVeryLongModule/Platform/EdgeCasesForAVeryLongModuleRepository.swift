/// The EdgeCasesForAVeryLongModule data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
struct EdgeCasesForAVeryLongModuleRepository: EdgeCasesForAVeryLongModuleRepositoryType {
    /// The failure of a method that has no implementation yet.
    struct NotImplemented: Error {
        /// The method's name.
        let method: String
    }

    func makeHandler() -> @Sendable () -> Void {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("makeHandler is not implemented yet")
    }

    func loadWidgets() async throws -> [Widget] {
        // TODO: Fetch the result from the API, the database or the cache.
        []
    }

    func latestFailure() -> (any Error)? {
        // TODO: Fetch the result from the API, the database or the cache.
        nil
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: "rename")
    }

    func count() async -> Int {
        // TODO: Fetch the result from the API, the database or the cache.
        0
    }
}
