import Foundation
import XCTest

@testable import MVVMCCorners

nonisolated final class CornersViewModelTests: XCTestCase {
    @MainActor
    func testLoadGadgetsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [Gadget] = []
        harness.useCase.loadGadgetsResult = .success(stubbed)

        let output = await harness.transform { send in
            send.loadGadgets()
        }

        XCTAssertEqual(harness.useCase.loadGadgetsCallCount, 1)
        let gadgets = await harness.values(of: output.gadgets)
        XCTAssertEqual(gadgets.count, 1)
    }

    @MainActor
    func testLoadGadgetsSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.loadGadgetsResult = .failure(CornersTestError.stubbed)

        let output = await harness.transform { send in
            send.loadGadgets()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [CornersTestError.stubbed.localizedDescription])
        let gadgets = await harness.values(of: output.gadgets)
        XCTAssertTrue(gadgets.isEmpty)
    }

    @MainActor
    func testGadgetSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.gadgetResult = .failure(CornersTestError.stubbed)

        let output = await harness.transform { send in
            send.gadget(with: "id")
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [CornersTestError.stubbed.localizedDescription])
        let gadgetResult = await harness.values(of: output.gadgetResult)
        XCTAssertTrue(gadgetResult.isEmpty)
    }

    @MainActor
    func testLatestGadgetSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Gadget? = nil
        harness.useCase.latestGadgetReturnValue = stubbed

        let output = await harness.transform { send in
            send.latestGadget()
        }

        XCTAssertEqual(harness.useCase.latestGadgetCallCount, 1)
        let latestGadgetResult = await harness.values(of: output.latestGadgetResult)
        XCTAssertEqual(latestGadgetResult.count, 1)
    }

    @MainActor
    func testSearchSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [String] = ["search"]
        harness.useCase.searchReturnValue = stubbed

        let output = await harness.transform { send in
            send.search(let: "key", in: "region")
        }

        XCTAssertEqual(harness.useCase.searchCallCount, 1)
        XCTAssertEqual(harness.useCase.searchReceived.first?.key, "key")
        XCTAssertEqual(harness.useCase.searchReceived.first?.region, "region")
        let searchResult = await harness.values(of: output.searchResult)
        XCTAssertEqual(searchResult, [stubbed])
    }

    @MainActor
    func testCanImportSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Bool = true
        harness.useCase.canImportReturnValue = stubbed

        let output = await harness.transform { send in
            send.canImport()
        }

        XCTAssertEqual(harness.useCase.canImportCallCount, 1)
        let canImportResult = await harness.values(of: output.canImportResult)
        XCTAssertEqual(canImportResult, [stubbed])
    }

    @MainActor
    func testAllErrorsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [String] = ["allErrors"]
        harness.useCase.allErrorsReturnValue = stubbed

        let output = await harness.transform { send in
            send.allErrors()
        }

        XCTAssertEqual(harness.useCase.allErrorsCallCount, 1)
        let allErrorsResult = await harness.values(of: output.allErrorsResult)
        XCTAssertEqual(allErrorsResult, [stubbed])
    }

    @MainActor
    func testNextOutputSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Int = 945
        harness.useCase.nextOutputReturnValue = stubbed

        let output = await harness.transform { send in
            send.nextOutput()
        }

        XCTAssertEqual(harness.useCase.nextOutputCallCount, 1)
        let nextOutputResult = await harness.values(of: output.nextOutputResult)
        XCTAssertEqual(nextOutputResult, [stubbed])
    }

    @MainActor
    func testACancelledLoadGadgetsShowsNoError() async {
        let harness = Harness()
        harness.useCase.loadGadgetsResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.loadGadgets()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewLoadGadgetsCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.loadGadgetsResult = .success([])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CornersViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.loadGadgets()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.loadGadgets()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.loadGadgetsCallCount, 2)
        let gadgets = await harness.values(of: output.gadgets)
        XCTAssertEqual(gadgets.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheLoadGadgetsStillRunning() async {
        let harness = Harness()
        harness.useCase.loadGadgetsResult = .success([])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CornersViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.loadGadgets()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let gadgets = await harness.values(of: output.gadgets)
        XCTAssertTrue(gadgets.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testASecondGadgetWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = CornersViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.gadget(with: "id")
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.gadget(with: "id")
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.gadgetCallCount, 1)
    }

    @MainActor
    func testASecondGadgetAfterTheFirstEndedRuns() async {
        let harness = Harness()
        let (input, send) = CornersViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.gadget(with: "id")
        await harness.wait(until: "the first has ended") {
            await input.gadgetGate.waitUntilFree()
        }
        send.gadget(with: "id")
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.gadgetCallCount, 2)
    }

    @MainActor
    func testANewSearchCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.searchReturnValue = ["search"]
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CornersViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.search(let: "key", in: "region")
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.search(let: "key", in: "region")
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.searchCallCount, 2)
        let searchResult = await harness.values(of: output.searchResult)
        XCTAssertEqual(searchResult.count, 1)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheSearchStillRunning() async {
        let harness = Harness()
        harness.useCase.searchReturnValue = ["search"]
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CornersViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.search(let: "key", in: "region")
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let searchResult = await harness.values(of: output.searchResult)
        XCTAssertTrue(searchResult.isEmpty)
    }

    @MainActor
    func testANewNextOutputCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.nextOutputReturnValue = 945
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CornersViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.nextOutput()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.nextOutput()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.nextOutputCallCount, 2)
        let nextOutputResult = await harness.values(of: output.nextOutputResult)
        XCTAssertEqual(nextOutputResult.count, 1)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheNextOutputStillRunning() async {
        let harness = Harness()
        harness.useCase.nextOutputReturnValue = 945
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CornersViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.nextOutput()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let nextOutputResult = await harness.values(of: output.nextOutputResult)
        XCTAssertTrue(nextOutputResult.isEmpty)
    }

    @MainActor
    func testShowGadgetTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showGadget(GadgetRow.fixture())
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showGadgetCallCount, 1)
    }

    @MainActor
    func testOpenTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.`open`(let: "key", `inout`: 486)
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.openCallCount, 1)
        XCTAssertEqual(harness.router.openReceived.first?.key, "key")
        XCTAssertEqual(harness.router.openReceived.first?.value, 486)
    }

    @MainActor
    func testGoBackTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.goBack()
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.goBackCallCount, 1)
    }

    #if canImport(UIKit)
        @MainActor
        func testGoBackPopsTheScreenWhenItWasPushed() async {
            let coordinator = CornersCoordinator(useCase: CornersUseCaseStub())
            let navigation = CornersNavigationSpy(nibName: nil, bundle: nil)
            navigation.putAScreenBelow()
            coordinator.start(on: navigation)

            coordinator.trigger(.goBack)

            XCTAssertTrue(navigation.poppedToTheScreenBelow)
            XCTAssertEqual(navigation.presenter.dismissCallCount, 0)
        }

        @MainActor
        func testGoBackDismissesTheScreenWhenItWasPresented() async {
            let coordinator = CornersCoordinator(useCase: CornersUseCaseStub())
            let navigation = CornersNavigationSpy(nibName: nil, bundle: nil)
            navigation.isPresented = true
            coordinator.start(on: navigation)

            coordinator.trigger(.goBack)

            XCTAssertNil(navigation.poppedTo)
            XCTAssertEqual(navigation.presenter.dismissCallCount, 1)
        }
    #endif

    @MainActor
    func testItsWorkEndsWhenItGoesAway() async {
        let harness = Harness()
        let (input, _) = CornersViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = CornersViewModel(useCase: harness.useCase, router: harness.router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await harness.wait(until: "its work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }

    @MainActor
    func testItsWorkEndsWhenItTransformsANewInput() async {
        let harness = Harness()
        let (input, _) = CornersViewModel.Input.make()
        let (newInput, _) = CornersViewModel.Input.make()
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
            harness.useCase.loadGadgetsResult = .success([])
            harness.useCase.latestGadgetReturnValue = .some(nil)
            harness.useCase.canImportReturnValue = true
            harness.useCase.allErrorsReturnValue = ["allErrors"]
            harness.useCase.nextOutputReturnValue = 945
            weak var released: CornersViewController?
            let work: Task<Void, Never>?
            do {
                let viewModel = CornersViewModel(useCase: harness.useCase, router: harness.router)
                let screen = CornersViewController(viewModel: viewModel)
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
    let useCase = CornersUseCaseStub()
    let router = CornersRouterSpy()
    let viewModel: CornersViewModel

    init() {
        viewModel = CornersViewModel(useCase: useCase, router: router)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    func transform(
        _ actions: (CornersViewModel.Input.Sender) -> Void
    ) async -> CornersViewModel.Output {
        let (input, send) = CornersViewModel.Input.make()
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
        of viewModel: CornersViewModel,
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
