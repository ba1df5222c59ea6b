import Foundation
import XCTest

@testable import TodoTasks

nonisolated final class TodoTasksViewModelTests: XCTestCase {
    @MainActor
    func testFetchTasksSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [Task] = [Task.fixture()]
        harness.useCase.fetchTasksResult = .success(stubbed)

        let output = await harness.transform { send in
            send.fetchTasks()
        }

        XCTAssertEqual(harness.useCase.fetchTasksCallCount, 1)
        let tasks = await harness.values(of: output.tasks)
        XCTAssertEqual(tasks, [[TaskItemViewModel.fixture()]])
    }

    @MainActor
    func testFetchTasksSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.fetchTasksResult = .failure(TodoTasksTestError.stubbed)

        let output = await harness.transform { send in
            send.fetchTasks()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [TodoTasksTestError.stubbed.localizedDescription])
        let tasks = await harness.values(of: output.tasks)
        XCTAssertTrue(tasks.isEmpty)
    }

    @MainActor
    func testToggleSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Task = Task.fixture()
        harness.useCase.toggleResult = .success(stubbed)

        let output = await harness.transform { send in
            send.toggle(task: Task.fixture())
        }

        XCTAssertEqual(harness.useCase.toggleCallCount, 1)
        XCTAssertEqual(harness.useCase.toggleReceived, [Task.fixture()])
        let toggleResult = await harness.values(of: output.toggleResult)
        XCTAssertEqual(toggleResult, [TaskItemViewModel.fixture()])
    }

    @MainActor
    func testToggleSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.toggleResult = .failure(TodoTasksTestError.stubbed)

        let output = await harness.transform { send in
            send.toggle(task: Task.fixture())
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [TodoTasksTestError.stubbed.localizedDescription])
        let toggleResult = await harness.values(of: output.toggleResult)
        XCTAssertTrue(toggleResult.isEmpty)
    }

    @MainActor
    func testACancelledFetchTasksShowsNoError() async {
        let harness = Harness()
        harness.useCase.fetchTasksResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.fetchTasks()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewFetchTasksCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.fetchTasksResult = .success([Task.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await _Concurrency.Task.sleep(for: .seconds(60))
            if _Concurrency.Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = TodoTasksViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.fetchTasks()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.fetchTasks()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.fetchTasksCallCount, 2)
        let tasks = await harness.values(of: output.tasks)
        XCTAssertEqual(tasks.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheFetchTasksStillRunning() async {
        let harness = Harness()
        harness.useCase.fetchTasksResult = .success([Task.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await _Concurrency.Task.sleep(for: .seconds(60))
            if _Concurrency.Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = TodoTasksViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.fetchTasks()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let tasks = await harness.values(of: output.tasks)
        XCTAssertTrue(tasks.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testASecondToggleWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        harness.useCase.toggleResult = .success(Task.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = TodoTasksViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.toggle(task: Task.fixture())
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.toggle(task: Task.fixture())
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.toggleCallCount, 1)
    }

    @MainActor
    func testASecondToggleAfterTheFirstEndedRuns() async {
        let harness = Harness()
        harness.useCase.toggleResult = .success(Task.fixture())
        let (input, send) = TodoTasksViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.toggle(task: Task.fixture())
        await harness.wait(until: "the first has ended") {
            await input.toggleGate.waitUntilFree()
        }
        send.toggle(task: Task.fixture())
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.toggleCallCount, 2)
    }

    @MainActor
    func testShowTaskTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showTask(TaskItemViewModel.fixture())
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showTaskCallCount, 1)
        XCTAssertEqual(harness.router.showTaskReceived, [TaskItemViewModel.fixture()])
    }

    @MainActor
    func testItsWorkEndsWhenItGoesAway() async {
        let harness = Harness()
        let (input, _) = TodoTasksViewModel.Input.make()
        let work: _Concurrency.Task<Void, Never>?
        do {
            let viewModel = TodoTasksViewModel(useCase: harness.useCase, router: harness.router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await harness.wait(until: "its work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }

    @MainActor
    func testItsWorkEndsWhenItTransformsANewInput() async {
        let harness = Harness()
        let (input, _) = TodoTasksViewModel.Input.make()
        let (newInput, _) = TodoTasksViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)
        let work = harness.viewModel.transformTask

        _ = harness.viewModel.transform(input: newInput)
        await harness.wait(until: "the first input's work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }

    #if canImport(UIKit)
        @MainActor
        func testItsScreenEndsItsWorkWhenItIsReleased() async {
            let harness = Harness()
            harness.useCase.fetchTasksResult = .success([Task.fixture()])
            weak var released: TodoTasksViewController?
            let work: _Concurrency.Task<Void, Never>?
            do {
                let viewModel = TodoTasksViewModel(useCase: harness.useCase, router: harness.router)
                let screen = TodoTasksViewController(viewModel: viewModel)
                screen.loadViewIfNeeded()
                released = screen
                work = viewModel.transformTask
            }

            await harness.wait(until: "its work ends") { await work?.value }

            XCTAssertNil(released)
            XCTAssertEqual(work?.isCancelled, true)
        }
    #endif
}

/// The view model under test, with a stub use case and a spy router.
@MainActor
private struct Harness {
    let useCase = TodoTasksUseCaseStub()
    let router = TodoTasksRouterSpy()
    let viewModel: TodoTasksViewModel

    init() {
        viewModel = TodoTasksViewModel(useCase: useCase, router: router)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    func transform(
        _ actions: (TodoTasksViewModel.Input.Sender) -> Void
    ) async -> TodoTasksViewModel.Output {
        let (input, send) = TodoTasksViewModel.Input.make()
        let output = viewModel.transform(input: input)
        actions(send)
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)
        return output
    }

    /// Every value an ended output stream sent; none, and a failure, if it has not ended within
    /// ten seconds.
    func values<Element: Sendable>(
        of stream: AsyncStream<Element>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async -> [Element] {
        let values = await withinTenSeconds {
            var values: [Element] = []
            for await value in stream {
                values.append(value)
            }
            return values
        }
        guard let values else {
            XCTFail("The output has not ended within ten seconds.", file: file, line: line)
            return []
        }
        return values
    }

    /// Waits until `work` has ended, or fails after ten seconds: a view model that never gets
    /// there fails the test instead of hanging it.
    func wait(
        until what: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        for work: @escaping @Sendable () async -> Void
    ) async {
        if await withinTenSeconds(work) == nil {
            XCTFail("Waited ten seconds until \(what).", file: file, line: line)
        }
    }

    /// Waits until `viewModel`'s work has ended, or fails after ten seconds.
    func waitUntilTheWorkEnds(
        of viewModel: TodoTasksViewModel,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        let work = viewModel.transformTask
        await wait(until: "the view model's work ends", file: file, line: line) {
            await work?.value
        }
    }

    /// What `work` returns, or `nil` if it has not returned within ten seconds (it is then
    /// cancelled, which ends it if it waits on something that stops when cancelled).
    private func withinTenSeconds<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value
    ) async -> Value? {
        let (results, result) = AsyncStream.makeStream(of: Value?.self)
        let worker = _Concurrency.Task { result.yield(await work()) }
        let timer = _Concurrency.Task {
            try? await _Concurrency.Task.sleep(for: .seconds(10))
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
