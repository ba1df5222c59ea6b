import Foundation
import Testing

@testable import MVVMCRoutes

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct GarageViewModelTests {
    private let useCase = GarageUseCaseStub()
    private let router = GarageRouterSpy()
    private let viewModel: GarageViewModel

    init() {
        viewModel = GarageViewModel(useCase: useCase, router: router)
    }

    @Test func carsSendsItsResultToTheOutput() async {
        let stubbed: [Car] = [Car.fixture()]
        useCase.carsResult = .success(stubbed)

        let output = await transform { send in
            send.cars()
        }

        #expect(useCase.carsCallCount == 1)
        let carsResult = await values(of: output.carsResult)
        #expect(carsResult == [[CarItemViewModel.fixture()]])
    }

    @Test func carsSendsItsErrorToTheOutput() async {
        useCase.carsResult = .failure(GarageTestError.stubbed)

        let output = await transform { send in
            send.cars()
        }

        #expect(await values(of: output.error) == [GarageTestError.stubbed.localizedDescription])
        #expect(await values(of: output.carsResult).isEmpty)
    }

    @Test func aCancelledCarsShowsNoError() async {
        useCase.carsResult = .failure(CancellationError())

        let output = await transform { send in
            send.cars()
        }

        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewCarsCancelsTheOneStillRunning() async {
        useCase.carsResult = .success([Car.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = GarageViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.cars()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.cars()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.carsCallCount == 2)
        #expect(await values(of: output.carsResult).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheCarsStillRunning() async {
        useCase.carsResult = .success([Car.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = GarageViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.cars()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.carsResult).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func showCarDetailTriggersTheRoute() async {
        await transform { send in
            send.showCarDetail(for: Car.fixture())
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.showCarDetailCallCount == 1)
        #expect(router.showCarDetailReceived == [Car.fixture()])
    }

    @Test func showServiceHistoryTriggersTheRoute() async {
        await transform { send in
            send.showServiceHistory()
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.showServiceHistoryCallCount == 1)
    }

    @Test func showCarDetailPushesItsDestination() async {
        let coordinator = GarageCoordinator(
            useCase: useCase,
            dependencies: GarageDependenciesDouble()
        )
        let viewModel = coordinator.makeViewModel()
        let (input, send) = GarageViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.showCarDetail(for: Car.fixture())
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(coordinator.destination != nil)
    }

    /// Pushes the CarDetail screen: the destination keeps its coordinator, made
    /// with what the route passes.
    @Test func showCarDetailPushesTheCarDetailScreen() {
        let coordinator = GarageCoordinator(
            useCase: GarageUseCaseStub(),
            dependencies: GarageDependenciesDouble()
        )

        coordinator.trigger(.showCarDetail(for: Car.fixture()))

        let child = coordinator.destination?.coordinator as? CarDetailCoordinator
        #expect(child != nil)
        #expect(child?.makeViewModel().car == Car.fixture())
    }

    /// Pushes the ServiceHistory screen: the destination keeps its coordinator, made
    /// with what the route passes.
    @Test func showServiceHistoryPushesTheServiceHistoryScreen() {
        let coordinator = GarageCoordinator(
            useCase: GarageUseCaseStub(),
            dependencies: GarageDependenciesDouble()
        )

        coordinator.trigger(.showServiceHistory)

        let child = coordinator.destination?.coordinator as? ServiceHistoryCoordinator
        #expect(child != nil)
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let coordinator = GarageCoordinator(
                useCase: useCase,
                dependencies: GarageDependenciesDouble()
            )

            let content: GarageView = coordinator.makeView()
            let root = coordinator.makeRootView()

            _ = content
            #expect(root is NavigationStack<NavigationPath, GarageView>)
        }
    #endif

    @Test func itsWorkEndsWhenItGoesAway() async {
        let (input, _) = GarageViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = GarageViewModel(useCase: useCase, router: router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await wait(until: "its work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    @Test func itsWorkEndsWhenItTransformsANewInput() async {
        let (input, _) = GarageViewModel.Input.make()
        let (newInput, _) = GarageViewModel.Input.make()
        _ = viewModel.transform(input: input)
        let work = viewModel.transformTask

        _ = viewModel.transform(input: newInput)
        await wait(until: "the first input's work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    private func transform(
        _ actions: (GarageViewModel.Input.Sender) -> Void
    ) async -> GarageViewModel.Output {
        let (input, send) = GarageViewModel.Input.make()
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
        of viewModel: GarageViewModel,
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
