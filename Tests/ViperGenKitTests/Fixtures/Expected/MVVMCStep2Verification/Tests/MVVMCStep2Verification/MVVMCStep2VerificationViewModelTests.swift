import Foundation
import XCTest

@testable import MVVMCStep2Verification

nonisolated final class MVVMCStep2VerificationViewModelTests: XCTestCase {
    @MainActor
    func testRequestCodeSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: VerificationCode = VerificationCode.fixture()
        harness.useCase.requestCodeResult = .success(stubbed)

        let output = await harness.transform { send in
            send.requestCode(for: "phoneNumber")
        }

        XCTAssertEqual(harness.useCase.requestCodeCallCount, 1)
        XCTAssertEqual(harness.useCase.requestCodeReceived, ["phoneNumber"])
        let code = await harness.values(of: output.code)
        XCTAssertEqual(code, [VerificationCodeItemViewModel.fixture()])
    }

    @MainActor
    func testRequestCodeSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.requestCodeResult = .failure(MVVMCStep2VerificationTestError.stubbed)

        let output = await harness.transform { send in
            send.requestCode(for: "phoneNumber")
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCStep2VerificationTestError.stubbed.localizedDescription])
        let code = await harness.values(of: output.code)
        XCTAssertTrue(code.isEmpty)
    }

    @MainActor
    func testVerifySendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Bool = true
        harness.useCase.verifyResult = .success(stubbed)

        let output = await harness.transform { send in
            send.verify(code: "code", remember: true)
        }

        XCTAssertEqual(harness.useCase.verifyCallCount, 1)
        XCTAssertEqual(harness.useCase.verifyReceived.first?.code, "code")
        XCTAssertEqual(harness.useCase.verifyReceived.first?.remember, true)
        let verifyResult = await harness.values(of: output.verifyResult)
        XCTAssertEqual(verifyResult, [stubbed])
    }

    @MainActor
    func testVerifySendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.verifyResult = .failure(MVVMCStep2VerificationTestError.stubbed)

        let output = await harness.transform { send in
            send.verify(code: "code", remember: true)
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCStep2VerificationTestError.stubbed.localizedDescription])
        let verifyResult = await harness.values(of: output.verifyResult)
        XCTAssertTrue(verifyResult.isEmpty)
    }

    @MainActor
    func testRepeatRunsTheUseCase() async {
        let harness = Harness()

        await harness.transform { send in
            send.`repeat`()
        }

        XCTAssertEqual(harness.useCase.repeatCallCount, 1)
    }

    @MainActor
    func testACancelledRequestCodeShowsNoError() async {
        let harness = Harness()
        harness.useCase.requestCodeResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.requestCode(for: "phoneNumber")
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testASecondRequestCodeWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        harness.useCase.requestCodeResult = .success(VerificationCode.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.requestCode(for: "phoneNumber")
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.requestCode(for: "phoneNumber")
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.requestCodeCallCount, 1)
    }

    @MainActor
    func testASecondRequestCodeAfterTheFirstEndedRuns() async {
        let harness = Harness()
        harness.useCase.requestCodeResult = .success(VerificationCode.fixture())
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.requestCode(for: "phoneNumber")
        await harness.wait(until: "the first has ended") {
            await input.requestCodeGate.waitUntilFree()
        }
        send.requestCode(for: "phoneNumber")
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.requestCodeCallCount, 2)
    }

    @MainActor
    func testANewVerifyCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.verifyResult = .success(true)
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.verify(code: "code", remember: true)
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.verify(code: "code", remember: true)
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.verifyCallCount, 2)
        let verifyResult = await harness.values(of: output.verifyResult)
        XCTAssertEqual(verifyResult.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheVerifyStillRunning() async {
        let harness = Harness()
        harness.useCase.verifyResult = .success(true)
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.verify(code: "code", remember: true)
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let verifyResult = await harness.values(of: output.verifyResult)
        XCTAssertTrue(verifyResult.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testASecondRepeatWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.`repeat`()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.`repeat`()
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.repeatCallCount, 1)
    }

    @MainActor
    func testASecondRepeatAfterTheFirstEndedRuns() async {
        let harness = Harness()
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.`repeat`()
        await harness.wait(until: "the first has ended") {
            await input.repeatGate.waitUntilFree()
        }
        send.`repeat`()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.repeatCallCount, 2)
    }

    @MainActor
    func testShowHelpTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showHelp(for: "topic", in: 498)
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showHelpCallCount, 1)
        XCTAssertEqual(harness.router.showHelpReceived.first?.topic, "topic")
        XCTAssertEqual(harness.router.showHelpReceived.first?.section, 498)
    }

    @MainActor
    func testReturnTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.`return`()
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.returnCallCount, 1)
    }

    @MainActor
    func testItsWorkEndsWhenItGoesAway() async {
        let harness = Harness()
        let (input, _) = MVVMCStep2VerificationViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = MVVMCStep2VerificationViewModel(
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
        let (input, _) = MVVMCStep2VerificationViewModel.Input.make()
        let (newInput, _) = MVVMCStep2VerificationViewModel.Input.make()
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
            weak var released: MVVMCStep2VerificationViewController?
            let work: Task<Void, Never>?
            do {
                let viewModel = MVVMCStep2VerificationViewModel(
                    useCase: harness.useCase,
                    router: harness.router
                )
                let screen = MVVMCStep2VerificationViewController(viewModel: viewModel)
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
    let useCase = MVVMCStep2VerificationUseCaseStub()
    let router = MVVMCStep2VerificationRouterSpy()
    let viewModel: MVVMCStep2VerificationViewModel

    init() {
        viewModel = MVVMCStep2VerificationViewModel(useCase: useCase, router: router)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    func transform(
        _ actions: (MVVMCStep2VerificationViewModel.Input.Sender) -> Void
    ) async -> MVVMCStep2VerificationViewModel.Output {
        let (input, send) = MVVMCStep2VerificationViewModel.Input.make()
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
        of viewModel: MVVMCStep2VerificationViewModel,
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
