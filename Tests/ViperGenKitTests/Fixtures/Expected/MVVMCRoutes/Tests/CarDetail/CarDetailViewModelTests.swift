import Foundation
import XCTest

@testable import MVVMCRoutes

#if canImport(SwiftUI)
    import SwiftUI
#endif

nonisolated final class CarDetailViewModelTests: XCTestCase {
    @MainActor
    func testRefreshSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Car = Car.fixture()
        harness.useCase.refreshResult = .success(stubbed)

        let output = await harness.transform { send in
            send.refresh(Car.fixture())
        }

        XCTAssertEqual(harness.useCase.refreshCallCount, 1)
        XCTAssertEqual(harness.useCase.refreshReceived, [Car.fixture()])
        let refreshResult = await harness.values(of: output.refreshResult)
        XCTAssertEqual(refreshResult, [CarItemViewModel.fixture()])
    }

    @MainActor
    func testRefreshSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.refreshResult = .failure(CarDetailTestError.stubbed)

        let output = await harness.transform { send in
            send.refresh(Car.fixture())
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [CarDetailTestError.stubbed.localizedDescription])
        let refreshResult = await harness.values(of: output.refreshResult)
        XCTAssertTrue(refreshResult.isEmpty)
    }

    @MainActor
    func testACancelledRefreshShowsNoError() async {
        let harness = Harness()
        harness.useCase.refreshResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.refresh(Car.fixture())
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewRefreshCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.refreshResult = .success(Car.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CarDetailViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.refresh(Car.fixture())
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.refresh(Car.fixture())
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.refreshCallCount, 2)
        let refreshResult = await harness.values(of: output.refreshResult)
        XCTAssertEqual(refreshResult.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheRefreshStillRunning() async {
        let harness = Harness()
        harness.useCase.refreshResult = .success(Car.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = CarDetailViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.refresh(Car.fixture())
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let refreshResult = await harness.values(of: output.refreshResult)
        XCTAssertTrue(refreshResult.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testShowServiceHistoryTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showServiceHistory(animated: true)
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showServiceHistoryCallCount, 1)
        XCTAssertEqual(harness.router.showServiceHistoryReceived, [true])
    }

    @MainActor
    func testCloseTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.close()
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.closeCallCount, 1)
    }

    @MainActor
    func testShowServiceHistoryPushesItsDestination() async {
        let harness = Harness()
        let coordinator = CarDetailCoordinator(
            car: Car.fixture(),
            useCase: harness.useCase,
            dependencies: CarDetailDependenciesDouble()
        )
        let viewModel = coordinator.makeViewModel()
        let (input, send) = CarDetailViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.showServiceHistory(animated: true)
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: viewModel)

        XCTAssertNotNil(coordinator.destination)
    }

    /// Pushes the ServiceHistory screen: the destination keeps its coordinator, made
    /// with what the route passes.
    @MainActor
    func testShowServiceHistoryPushesTheServiceHistoryScreen() async {
        let coordinator = CarDetailCoordinator(
            car: Car.fixture(),
            useCase: CarDetailUseCaseStub(),
            dependencies: CarDetailDependenciesDouble()
        )

        coordinator.trigger(.showServiceHistory(animated: true))

        let child = coordinator.destination?.coordinator as? ServiceHistoryCoordinator
        XCTAssertNotNil(child)
    }

    #if canImport(SwiftUI)
        @MainActor
        func testItsScreenBuildsAsContentAndAsRoot() async {
            let coordinator = CarDetailCoordinator(
                car: Car.fixture(),
                useCase: CarDetailUseCaseStub(),
                dependencies: CarDetailDependenciesDouble()
            )

            let content: CarDetailView = coordinator.makeView()
            let root = coordinator.makeRootView()

            _ = content
            XCTAssertTrue(root is NavigationStack<NavigationPath, CarDetailView>)
        }
    #endif

    @MainActor
    func testItsWorkEndsWhenItGoesAway() async {
        let harness = Harness()
        let (input, _) = CarDetailViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = CarDetailViewModel(
                car: Car.fixture(),
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
        let (input, _) = CarDetailViewModel.Input.make()
        let (newInput, _) = CarDetailViewModel.Input.make()
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
    let useCase = CarDetailUseCaseStub()
    let router = CarDetailRouterSpy()
    let viewModel: CarDetailViewModel

    init() {
        viewModel = CarDetailViewModel(
            car: Car.fixture(),
            useCase: useCase,
            router: router
        )
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    func transform(
        _ actions: (CarDetailViewModel.Input.Sender) -> Void
    ) async -> CarDetailViewModel.Output {
        let (input, send) = CarDetailViewModel.Input.make()
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
        of viewModel: CarDetailViewModel,
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
