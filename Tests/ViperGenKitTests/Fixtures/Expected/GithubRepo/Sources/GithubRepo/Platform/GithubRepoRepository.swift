/// The GithubRepo data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct GithubRepoRepository {
    /// The failure of a method that has no implementation yet.
    struct NotImplemented: Error {
        /// The method, as `#function` names it: `name(label:)`.
        let method: String
    }
}

nonisolated extension GithubRepoRepository: GithubRepoRepositoryType {
    func searchRepo(query: String) async throws -> [GithubRepo] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }
}
