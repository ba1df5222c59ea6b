import Testing

@testable import GithubRepo

nonisolated struct GithubRepoUseCaseTests {
    private let repository = GithubRepoRepositorySpy()
    private let useCase: GithubRepoUseCase

    init() {
        useCase = GithubRepoUseCase(repository: repository)
    }
}

nonisolated extension GithubRepoUseCaseTests {
    // MARK: - Use cases

    @Test func searchRepoReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [GithubRepo] = [GithubRepo.fixture()]
        repository.searchRepoResult = .success(stubbed)

        let repos = try await useCase.searchRepo(query: "query")

        #expect(repos == stubbed)
        #expect(repository.searchRepoCallCount == 1)
        #expect(repository.searchRepoReceived == ["query"])
    }

    @Test func searchRepoPassesOnRepositoryErrors() async {
        repository.searchRepoResult = .failure(GithubRepoTestError.stubbed)

        await #expect(throws: GithubRepoTestError.stubbed) {
            try await useCase.searchRepo(query: "query")
        }
    }
}
