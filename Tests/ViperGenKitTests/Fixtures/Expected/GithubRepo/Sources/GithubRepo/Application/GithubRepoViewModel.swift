import Foundation

/// The GithubRepo screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class GithubRepoViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    private let useCase: any GithubRepoUseCaseType
    private let router: any GithubRepoRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(useCase: any GithubRepoUseCaseType, router: any GithubRepoRouter) {
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await query in input.searchRepo {
                        do {
                            let repo = try await useCase.searchRepo(query: query)
                            send.repo(repo.map { GithubRepoItemViewModel($0) })
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await repoName in input.showRepo {
                        await router.trigger(.showRepo(repoName: repoName))
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

extension GithubRepoItemViewModel {
    /// The item the screen shows for `githubRepo`.
    fileprivate init(_ githubRepo: GithubRepo) {
        self.init(id: githubRepo.id, name: githubRepo.name, fullname: githubRepo.fullname)
    }
}
