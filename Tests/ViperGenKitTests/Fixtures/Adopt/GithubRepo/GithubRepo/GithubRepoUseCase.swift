// From the reference article 001 (MVVM-C) (../shared/seeds), as printed there.

protocol GithubRepoUseCaseType {
    func searchRepo(query: String) -> Observable<[GithubRepo]>
}

struct GithubRepoUseCase: GithubRepoRepositoryType {
    
    @Injected(\.gitHubRepoRepository) private var repository
    
    func searchRepo(query: String) -> Observable<[GithubRepo]> {
        return repository.searchRepo(query: query)
    }

}
