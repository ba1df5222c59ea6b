import Foundation
import XCTest

@testable import MVVMCCarDetail

nonisolated final class CarDetailViewModelTests: XCTestCase {
    @MainActor
    func testRelatedCarsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [Car] = [Car.fixture()]
        harness.useCase.relatedCarsResult = .success(stubbed)

        let output = await harness.transform { send in
            send.relatedCars()
        }

        XCTAssertEqual(harness.useCase.relatedCarsCallCount, 1)
        let relatedCarsResult = await harness.values(of: output.relatedCarsResult)
        XCTAssertEqual(relatedCarsResult, [[CarItemViewModel.fixture()]])
    }

    @MainActor
    func testRelatedCarsSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.relatedCarsResult = .failure(CarDetailTestError.stubbed)

        let output = await harness.transform { send in
            send.relatedCars()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [CarDetailTestError.stubbed.localizedDescription])
        let relatedCarsResult = await harness.values(of: output.relatedCarsResult)
        XCTAssertTrue(relatedCarsResult.isEmpty)
    }

    @MainActor
    func testACancelledRelatedCarsShowsNoError() async {
        let harness = Harness()
        harness.useCase.relatedCarsResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.relatedCars()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewRelatedCarsCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.relatedCarsResult = .success([Car.fixture()])
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

        send.relatedCars()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.relatedCars()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.relatedCarsCallCount, 2)
        let relatedCarsResult = await harness.values(of: output.relatedCarsResult)
        XCTAssertEqual(relatedCarsResult.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheRelatedCarsStillRunning() async {
        let harness = Harness()
        harness.useCase.relatedCarsResult = .success([Car.fixture()])
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

        send.relatedCars()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let relatedCarsResult = await harness.values(of: output.relatedCarsResult)
        XCTAssertTrue(relatedCarsResult.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testShowRelatedTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showRelated(car: Car.fixture(), animated: true)
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showRelatedCallCount, 1)
        XCTAssertEqual(harness.router.showRelatedReceived.first?.car, Car.fixture())
        XCTAssertEqual(harness.router.showRelatedReceived.first?.animated, true)
    }

    @MainActor
    func testShowHelpTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showHelp()
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showHelpCallCount, 1)
    }

    #if canImport(UIKit)
        /// Starts the CarDetail coordinator as a child, made with what the route
        /// passes: it pushes its screen on the stack.
        @MainActor
        func testShowRelatedStartsTheCarDetailCoordinator() async {
            let coordinator = CarDetailCoordinator(
                car: Car.fixture(),
                useCase: CarDetailUseCaseStub(),
                dependencies: CarDetailDependenciesDouble()
            )
            let navigation = CarDetailNavigationSpy(nibName: nil, bundle: nil)
            coordinator.start(on: navigation)

            coordinator.trigger(.showRelated(car: Car.fixture(), animated: true))

            let child = coordinator.childCoordinators.last as? CarDetailCoordinator
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertTrue(navigation.viewControllers.last is CarDetailViewController)
            XCTAssertNotNil(child)
            XCTAssertEqual(child?.makeViewModel().car, Car.fixture())
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

    #if canImport(UIKit)
        @MainActor
        func testItsScreenEndsItsWorkWhenItIsReleased() async {
            let harness = Harness()
            harness.useCase.relatedCarsResult = .success([Car.fixture()])
            weak var released: CarDetailViewController?
            let work: Task<Void, Never>?
            do {
                let viewModel = CarDetailViewModel(
                    car: Car.fixture(),
                    useCase: harness.useCase,
                    router: harness.router
                )
                let screen = CarDetailViewController(viewModel: viewModel)
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
