import Foundation
import Testing

@testable import GithubRepo

@MainActor
struct GithubRepoViewModelTests {
    private let useCase = GithubRepoUseCaseStub()
    private let router = GithubRepoRouterSpy()
    private let viewModel: GithubRepoViewModel

    init() {
        viewModel = GithubRepoViewModel(useCase: useCase, router: router)
    }

    @Test func searchRepoSendsItsResultToTheOutput() async {
        let stubbed: [GithubRepo] = [GithubRepo.fixture()]
        useCase.searchRepoResult = .success(stubbed)

        let output = await transform { send in
            send.searchRepo(query: "query")
        }

        #expect(useCase.searchRepoCallCount == 1)
        #expect(useCase.searchRepoReceived == ["query"])
        let repos = await values(of: output.repos)
        #expect(repos == [[GithubRepoItemViewModel.fixture()]])
    }

    @Test func searchRepoSendsItsErrorToTheOutput() async {
        useCase.searchRepoResult = .failure(GithubRepoTestError.stubbed)

        let output = await transform { send in
            send.searchRepo(query: "query")
        }

        #expect(
            await values(of: output.error) == [GithubRepoTestError.stubbed.localizedDescription]
        )
        #expect(await values(of: output.repos).isEmpty)
    }

    @Test func aCancelledSearchRepoShowsNoError() async {
        useCase.searchRepoResult = .failure(CancellationError())

        let output = await transform { send in
            send.searchRepo(query: "query")
        }

        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewSearchRepoCancelsTheOneStillRunning() async {
        useCase.searchRepoResult = .success([GithubRepo.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = GithubRepoViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.searchRepo(query: "query")
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.searchRepo(query: "query")
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.searchRepoCallCount == 2)
        #expect(await values(of: output.repos).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheSearchRepoStillRunning() async {
        useCase.searchRepoResult = .success([GithubRepo.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = GithubRepoViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.searchRepo(query: "query")
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.repos).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func showRepoTriggersTheRoute() async {
        await transform { send in
            send.showRepo(repoName: "repoName")
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.showRepoCallCount == 1)
        #expect(router.showRepoReceived == ["repoName"])
    }

    @Test func itsWorkEndsWhenItGoesAway() async {
        let (input, _) = GithubRepoViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = GithubRepoViewModel(useCase: useCase, router: router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await wait(until: "its work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    @Test func itsWorkEndsWhenItTransformsANewInput() async {
        let (input, _) = GithubRepoViewModel.Input.make()
        let (newInput, _) = GithubRepoViewModel.Input.make()
        _ = viewModel.transform(input: input)
        let work = viewModel.transformTask

        _ = viewModel.transform(input: newInput)
        await wait(until: "the first input's work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    #if canImport(UIKit)
        @Test func itsScreenEndsItsWorkWhenItIsReleased() async {
            weak var released: GithubRepoViewController?
            let work: Task<Void, Never>?
            do {
                let viewModel = GithubRepoViewModel(useCase: useCase, router: router)
                let screen = GithubRepoViewController(viewModel: viewModel)
                screen.loadViewIfNeeded()
                released = screen
                work = viewModel.transformTask
            }

            await wait(until: "its work ends") { await work?.value }

            #expect(released == nil)
            #expect(work?.isCancelled == true)
        }
    #endif

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    private func transform(
        _ actions: (GithubRepoViewModel.Input.Sender) -> Void
    ) async -> GithubRepoViewModel.Output {
        let (input, send) = GithubRepoViewModel.Input.make()
        let output = viewModel.transform(input: input)
        actions(send)
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)
        return output
    }

    /// Every value an ended output stream sent; none, and an issue, if it has not ended within
    /// ten seconds.
    private func values<Element: Sendable>(
        of stream: AsyncStream<Element>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [Element] {
        let values = await withinTenSeconds {
            var values: [Element] = []
            for await value in stream {
                values.append(value)
            }
            return values
        }
        guard let values else {
            Issue.record(
                "The output has not ended within ten seconds.",
                sourceLocation: sourceLocation
            )
            return []
        }
        return values
    }

    /// Waits until `work` has ended, or records an issue after ten seconds: a view model that
    /// never gets there fails the test instead of hanging it.
    private func wait(
        until what: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        for work: @escaping @Sendable () async -> Void
    ) async {
        if await withinTenSeconds(work) == nil {
            Issue.record("Waited ten seconds until \(what).", sourceLocation: sourceLocation)
        }
    }

    /// Waits until `viewModel`'s work has ended, or records an issue after ten seconds.
    private func waitUntilTheWorkEnds(
        of viewModel: GithubRepoViewModel,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let work = viewModel.transformTask
        await wait(until: "the view model's work ends", sourceLocation: sourceLocation) {
            await work?.value
        }
    }

    /// What `work` returns, or `nil` if it has not returned within ten seconds (it is then
    /// cancelled, which ends it if it waits on something that stops when cancelled).
    private func withinTenSeconds<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value
    ) async -> Value? {
        let (results, result) = AsyncStream.makeStream(of: Value?.self)
        let worker = Task { result.yield(await work()) }
        let timer = Task {
            try? await Task.sleep(for: .seconds(10))
            result.yield(nil)
        }
        defer {
            worker.cancel()
            timer.cancel()
        }
        for await value in results {
            return value
        }
        return nil
    }
}
