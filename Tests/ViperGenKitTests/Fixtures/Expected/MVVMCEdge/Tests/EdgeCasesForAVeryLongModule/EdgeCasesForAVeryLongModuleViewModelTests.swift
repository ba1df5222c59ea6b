import Foundation
import XCTest

@testable import MVVMCEdge

nonisolated final class EdgeCasesForAVeryLongModuleViewModelTests: XCTestCase {
    @MainActor
    func testLoadWidgetsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [Widget] = [Widget.fixture()]
        harness.useCase.loadWidgetsResult = .success(stubbed)

        let output = await harness.transform { send in
            send.loadWidgets()
        }

        XCTAssertEqual(harness.useCase.loadWidgetsCallCount, 1)
        let widgets = await harness.values(of: output.widgets)
        XCTAssertEqual(widgets, [[WidgetViewModel.fixture()]])
    }

    @MainActor
    func testLoadWidgetsSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.loadWidgetsResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        let output = await harness.transform { send in
            send.loadWidgets()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription])
        let widgets = await harness.values(of: output.widgets)
        XCTAssertTrue(widgets.isEmpty)
    }

    @MainActor
    func testLatestFailureSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: (any Error)? = nil
        harness.useCase.latestFailureReturnValue = stubbed

        let output = await harness.transform { send in
            send.latestFailure()
        }

        XCTAssertEqual(harness.useCase.latestFailureCallCount, 1)
        let latestFailureResult = await harness.values(of: output.latestFailureResult)
        XCTAssertEqual(latestFailureResult.count, 1)
    }

    @MainActor
    func testRenameSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Widget = Widget.fixture()
        harness.useCase.renameResult = .success(stubbed)

        let output = await harness.transform { send in
            send.rename(Widget.fixture(), to: "title")
        }

        XCTAssertEqual(harness.useCase.renameCallCount, 1)
        XCTAssertEqual(harness.useCase.renameReceived.first?.widget, Widget.fixture())
        XCTAssertEqual(harness.useCase.renameReceived.first?.title, "title")
        let renameResult = await harness.values(of: output.renameResult)
        XCTAssertEqual(renameResult, [WidgetViewModel.fixture()])
    }

    @MainActor
    func testRenameSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.renameResult = .failure(EdgeCasesForAVeryLongModuleTestError.stubbed)

        let output = await harness.transform { send in
            send.rename(Widget.fixture(), to: "title")
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [EdgeCasesForAVeryLongModuleTestError.stubbed.localizedDescription])
        let renameResult = await harness.values(of: output.renameResult)
        XCTAssertTrue(renameResult.isEmpty)
    }

    @MainActor
    func testCountSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Int = 250
        harness.useCase.countReturnValue = stubbed

        let output = await harness.transform { send in
            send.count()
        }

        XCTAssertEqual(harness.useCase.countCallCount, 1)
        let countResult = await harness.values(of: output.countResult)
        XCTAssertEqual(countResult, [stubbed])
    }

    @MainActor
    func testACancelledLoadWidgetsShowsNoError() async {
        let harness = Harness()
        harness.useCase.loadWidgetsResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.loadWidgets()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewLoadWidgetsCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.loadWidgetsResult = .success([Widget.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.loadWidgets()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.loadWidgets()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.loadWidgetsCallCount, 2)
        let widgets = await harness.values(of: output.widgets)
        XCTAssertEqual(widgets.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheLoadWidgetsStillRunning() async {
        let harness = Harness()
        harness.useCase.loadWidgetsResult = .success([Widget.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.loadWidgets()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let widgets = await harness.values(of: output.widgets)
        XCTAssertTrue(widgets.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testASecondRenameWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        harness.useCase.renameResult = .success(Widget.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.rename(Widget.fixture(), to: "title")
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.rename(Widget.fixture(), to: "title")
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.renameCallCount, 1)
    }

    @MainActor
    func testASecondRenameAfterTheFirstEndedRuns() async {
        let harness = Harness()
        harness.useCase.renameResult = .success(Widget.fixture())
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.rename(Widget.fixture(), to: "title")
        await harness.wait(until: "the first has ended") {
            await input.renameGate.waitUntilFree()
        }
        send.rename(Widget.fixture(), to: "title")
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.renameCallCount, 2)
    }

    @MainActor
    func testANewCountCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.countReturnValue = 250
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.count()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.count()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.countCallCount, 2)
        let countResult = await harness.values(of: output.countResult)
        XCTAssertEqual(countResult.count, 1)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheCountStillRunning() async {
        let harness = Harness()
        harness.useCase.countReturnValue = 250
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.count()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let countResult = await harness.values(of: output.countResult)
        XCTAssertTrue(countResult.isEmpty)
    }

    @MainActor
    func testShowWidgetTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showWidget(WidgetViewModel.fixture())
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showWidgetCallCount, 1)
        XCTAssertEqual(harness.router.showWidgetReceived, [WidgetViewModel.fixture()])
    }

    @MainActor
    func testItsWorkEndsWhenItGoesAway() async {
        let harness = Harness()
        let (input, _) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = EdgeCasesForAVeryLongModuleViewModel(
                useCase: harness.useCase,
                router: harness.router
            )
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await harness.wait(until: "its work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }

    @MainActor
    func testItsWorkEndsWhenItTransformsANewInput() async {
        let harness = Harness()
        let (input, _) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        let (newInput, _) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)
        let work = harness.viewModel.transformTask

        _ = harness.viewModel.transform(input: newInput)
        await harness.wait(until: "the first input's work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }
}

/// The view model under test, with a stub use case and a spy router.
@MainActor
private struct Harness {
    let useCase = EdgeCasesForAVeryLongModuleUseCaseStub()
    let router = EdgeCasesForAVeryLongModuleRouterSpy()
    let viewModel: EdgeCasesForAVeryLongModuleViewModel

    init() {
        viewModel = EdgeCasesForAVeryLongModuleViewModel(useCase: useCase, router: router)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    func transform(
        _ actions: (EdgeCasesForAVeryLongModuleViewModel.Input.Sender) -> Void
    ) async -> EdgeCasesForAVeryLongModuleViewModel.Output {
        let (input, send) = EdgeCasesForAVeryLongModuleViewModel.Input.make()
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
        of viewModel: EdgeCasesForAVeryLongModuleViewModel,
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
