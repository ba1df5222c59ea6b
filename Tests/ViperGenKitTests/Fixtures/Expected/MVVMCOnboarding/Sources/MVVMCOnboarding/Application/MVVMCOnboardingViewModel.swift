/// The MVVMCOnboarding screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class MVVMCOnboardingViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    private let useCase: any MVVMCOnboardingUseCaseType
    private let router: any MVVMCOnboardingRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(useCase: any MVVMCOnboardingUseCaseType, router: any MVVMCOnboardingRouter) {
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to. A use case with a result is a
    /// query: when a new trigger arrives, the work still running for the last one is
    /// cancelled and only the latest result is sent (search-as-you-type shows the results of
    /// what was typed last). One without a result is a command: each runs to its end, in
    /// order. Cancelled work ends silently: it is no error for the user.
    ///
    /// What runs where: the work is a task on the main actor, like the view model. It reads
    /// each stream of the input in a child task of its own, off the main actor: the use cases
    /// run there, and their results go straight to the output, whose sender is `nonisolated`.
    /// Only a route goes back to the main actor, where the router is.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await _ in input.pages {
                        let pagesResult = useCase.pages()
                        send.pagesResult(pagesResult.map { OnboardingPageItemViewModel($0) })
                    }
                }
                group.addTask {
                    // One at a time, in the order the screen sent them: each runs to its end.
                    for await _ in input.finish {
                        await useCase.finish()
                    }
                }
                group.addTask {
                    for await _ in input.showHome {
                        await router.trigger(.showHome)
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

nonisolated extension OnboardingPageItemViewModel {
    /// The item the screen shows for `onboardingPage`.
    fileprivate init(_ onboardingPage: OnboardingPage) {
        self.init(title: onboardingPage.title, body: onboardingPage.body)
    }
}
