// From the reference article 001 (MVVM-C) (../shared/seeds), as printed there.

class GithubRepoViewModel: EducaViewModel {
    
    struct Input {
        let triggerSearch: Driver<String>
        let triggerSelectIndexPath: Driver<(GithubRepo, IndexPath)>
    }
    
    struct Output {
        let repos: Driver<[GithubRepo]>
        let select: Driver<Void>
    }
    
    @Injected(\.gitHubRepoUseCase) private var useCase
    @Injected(\.githubCoordinator) private var router
    
    func transform(input: Input) -> Output {
        
        let repos = input.triggerSearch
            .skip(1) //skip first time
            .distinctUntilChanged()
            .debounce(.milliseconds(700))
            .flatMap { query in
                return self.useCase
                    .searchRepo(query: query)
                    .asDriverOnErrorJustComplete()
            }
        
        let select = input.triggerSelectIndexPath
            .do(onNext: { repo, indexPath in
                self.router?.trigger(.test(repoName: repo.fullname ?? ""))
            })
            .mapToVoid()
        
        return Output(repos: repos, select: select)
    }
}
