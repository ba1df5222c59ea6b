/// The GithubRepo business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct GithubRepoUseCase {
    private let repository: any GithubRepoRepositoryType

    init(repository: any GithubRepoRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension GithubRepoUseCase: GithubRepoUseCaseType {
    func searchRepo(query: String) async throws -> [GithubRepo] {
        try await repository.searchRepo(query: query)
    }
}
