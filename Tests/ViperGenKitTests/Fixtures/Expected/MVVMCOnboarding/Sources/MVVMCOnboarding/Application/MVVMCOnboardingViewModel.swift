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
    /// returns the output their results and errors go to. An async use case is a query or a
    /// command (the spec can say which; see docs/generated-modules.md for the rule otherwise).
    /// A query reads: the latest wins, so a new trigger cancels the work still running for the
    /// last one and only the latest result is sent (search-as-you-type shows the results of
    /// what was typed last). A command changes something: it runs to its end, even when the
    /// screen goes away, and a trigger that comes while one runs starts no other: the input's
    /// sender drops it (a double tap places one order). A synchronous use case runs at once,
    /// in order.
    /// Cancelled work ends silently: it is no error for the user.
    ///
    /// What runs where: the work is a task on the main actor, like the view model. It reads
    /// each stream of the input in a child task of its own, off the main actor: the use cases
    /// run there (a command in a task of its own, which the work waits for but does not
    /// cancel), and their results go straight to the output, whose sender is `nonisolated`.
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
                    // A command: it runs to its end, even when the screen goes away; a trigger
                    // that comes while one runs never gets here, the sender drops it (a double
                    // tap sends one request).
                    await runCommands(input.finish, gate: input.finishGate) { _ in
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

/// Runs `command` for each of `triggers`, one at a time, and frees `gate` when it has ended.
/// The input's sender lets no trigger through while the gate is busy, so none waits here
/// while a command runs: a second tap while an order is being placed places no second order.
/// Each command runs to its end in a task of its own, which the screen going away does not
/// cancel (what was sent is not dropped halfway); this waits for it.
private nonisolated func runCommands<Arguments: Sendable>(
    _ triggers: AsyncStream<Arguments>,
    gate: MVVMCOnboardingViewModel.CommandGate,
    _ command: @escaping @concurrent @Sendable (Arguments) async -> Void
) async {
    for await arguments in triggers {
        await Task { await command(arguments) }.value
        gate.leave()
    }
}
