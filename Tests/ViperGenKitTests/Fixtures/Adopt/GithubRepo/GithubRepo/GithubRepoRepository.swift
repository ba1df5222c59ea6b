// From the reference article 001 (MVVM-C) (../shared/seeds), as printed there.

protocol GithubRepoRepositoryType {
    func searchRepo(query: String) -> Observable<[GithubRepo]>
}

struct GithubRepoRepository: GithubRepoRepositoryType {
    func searchRepo(query: String) -> Observable<[GithubRepo]> {
        let param: [String: Any] = [
            "q": query,
            "per_page": 10,
            "page": 1
        ]
        
        return APIService
            .shared
            .request(nonBaseResponse: GithubRepoAPIRouter.searchRepos(param: param))
            .compactMap({ (response: GithubRepoModel) -> [GithubRepo] in
                return response.githubRepos ?? []
            })
            .asObservable()
            .catchAndReturnElement([])
            .share()
    }
}
