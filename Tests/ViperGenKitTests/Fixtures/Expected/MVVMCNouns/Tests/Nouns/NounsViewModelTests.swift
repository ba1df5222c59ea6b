import Foundation
import Testing

@testable import MVVMCNouns

@MainActor
struct NounsViewModelTests {
    private let useCase = NounsUseCaseStub()
    private let router = NounsRouterSpy()
    private let viewModel: NounsViewModel

    init() {
        viewModel = NounsViewModel(useCase: useCase, router: router)
    }

    @Test func fetchCarsSendsItsResultToTheOutput() async {
        let stubbed: [Car] = [Car.fixture()]
        useCase.fetchCarsResult = .success(stubbed)

        let output = await transform { send in
            send.fetchCars()
        }

        #expect(useCase.fetchCarsCallCount == 1)
        let fetchCarsResult = await values(of: output.fetchCarsResult)
        #expect(fetchCarsResult == [[CarItemViewModel.fixture()]])
    }

    @Test func fetchCarsSendsItsErrorToTheOutput() async {
        useCase.fetchCarsResult = .failure(NounsTestError.stubbed)

        let output = await transform { send in
            send.fetchCars()
        }

        #expect(await values(of: output.error) == [NounsTestError.stubbed.localizedDescription])
        #expect(await values(of: output.fetchCarsResult).isEmpty)
    }

    @Test func refreshCarsSendsItsResultToTheOutput() async {
        let stubbed: [Car] = [Car.fixture()]
        useCase.refreshCarsResult = .success(stubbed)

        let output = await transform { send in
            send.refreshCars()
        }

        #expect(useCase.refreshCarsCallCount == 1)
        let refreshCarsResult = await values(of: output.refreshCarsResult)
        #expect(refreshCarsResult == [[CarItemViewModel.fixture()]])
    }

    @Test func refreshCarsSendsItsErrorToTheOutput() async {
        useCase.refreshCarsResult = .failure(NounsTestError.stubbed)

        let output = await transform { send in
            send.refreshCars()
        }

        #expect(await values(of: output.error) == [NounsTestError.stubbed.localizedDescription])
        #expect(await values(of: output.refreshCarsResult).isEmpty)
    }

    @Test func carsSendsItsResultToTheOutput() async {
        let stubbed: [Car] = [Car.fixture()]
        useCase.carsReturnValue = stubbed

        let output = await transform { send in
            send.cars()
        }

        #expect(useCase.carsCallCount == 1)
        let carsResult = await values(of: output.carsResult)
        #expect(carsResult == [[CarItemViewModel.fixture()]])
    }

    @Test func fetchSellerSendsItsResultToTheOutput() async {
        let stubbed: String = "fetchSeller"
        useCase.fetchSellerResult = .success(stubbed)

        let output = await transform { send in
            send.fetchSeller()
        }

        #expect(useCase.fetchSellerCallCount == 1)
        let fetchSellerResult = await values(of: output.fetchSellerResult)
        #expect(fetchSellerResult == [stubbed])
    }

    @Test func fetchSellerSendsItsErrorToTheOutput() async {
        useCase.fetchSellerResult = .failure(NounsTestError.stubbed)

        let output = await transform { send in
            send.fetchSeller()
        }

        #expect(await values(of: output.error) == [NounsTestError.stubbed.localizedDescription])
        #expect(await values(of: output.fetchSellerResult).isEmpty)
    }

    @Test func loadSellerSendsItsResultToTheOutput() async {
        let stubbed: String = "loadSeller"
        useCase.loadSellerResult = .success(stubbed)

        let output = await transform { send in
            send.loadSeller()
        }

        #expect(useCase.loadSellerCallCount == 1)
        let seller = await values(of: output.seller)
        #expect(seller == [stubbed])
    }

    @Test func loadSellerSendsItsErrorToTheOutput() async {
        useCase.loadSellerResult = .failure(NounsTestError.stubbed)

        let output = await transform { send in
            send.loadSeller()
        }

        #expect(await values(of: output.error) == [NounsTestError.stubbed.localizedDescription])
        #expect(await values(of: output.seller).isEmpty)
    }

    @Test func newestSendsItsResultToTheOutput() async {
        let stubbed: Car? = Car.fixture()
        useCase.newestResult = .success(stubbed)

        let output = await transform { send in
            send.newest()
        }

        #expect(useCase.newestCallCount == 1)
        let newestCar = await values(of: output.newestCar)
        #expect(newestCar == [CarItemViewModel.fixture()])
    }

    @Test func newestSendsItsErrorToTheOutput() async {
        useCase.newestResult = .failure(NounsTestError.stubbed)

        let output = await transform { send in
            send.newest()
        }

        #expect(await values(of: output.error) == [NounsTestError.stubbed.localizedDescription])
        #expect(await values(of: output.newestCar).isEmpty)
    }

    @Test func latestSendsItsResultToTheOutput() async {
        let stubbed: Car? = Car.fixture()
        useCase.latestResult = .success(stubbed)

        let output = await transform { send in
            send.latest()
        }

        #expect(useCase.latestCallCount == 1)
        let latestResult = await values(of: output.latestResult)
        #expect(latestResult == [CarItemViewModel.fixture()])
    }

    @Test func latestSendsItsErrorToTheOutput() async {
        useCase.latestResult = .failure(NounsTestError.stubbed)

        let output = await transform { send in
            send.latest()
        }

        #expect(await values(of: output.error) == [NounsTestError.stubbed.localizedDescription])
        #expect(await values(of: output.latestResult).isEmpty)
    }

    @Test func aCancelledFetchCarsShowsNoError() async {
        useCase.fetchCarsResult = .failure(CancellationError())

        let output = await transform { send in
            send.fetchCars()
        }

        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewFetchCarsCancelsTheOneStillRunning() async {
        useCase.fetchCarsResult = .success([Car.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.fetchCars()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.fetchCars()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.fetchCarsCallCount == 2)
        #expect(await values(of: output.fetchCarsResult).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheFetchCarsStillRunning() async {
        useCase.fetchCarsResult = .success([Car.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.fetchCars()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.fetchCarsResult).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewRefreshCarsCancelsTheOneStillRunning() async {
        useCase.refreshCarsResult = .success([Car.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.refreshCars()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.refreshCars()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.refreshCarsCallCount == 2)
        #expect(await values(of: output.refreshCarsResult).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheRefreshCarsStillRunning() async {
        useCase.refreshCarsResult = .success([Car.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.refreshCars()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.refreshCarsResult).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewFetchSellerCancelsTheOneStillRunning() async {
        useCase.fetchSellerResult = .success("fetchSeller")
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.fetchSeller()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.fetchSeller()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.fetchSellerCallCount == 2)
        #expect(await values(of: output.fetchSellerResult).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheFetchSellerStillRunning() async {
        useCase.fetchSellerResult = .success("fetchSeller")
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.fetchSeller()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.fetchSellerResult).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewLoadSellerCancelsTheOneStillRunning() async {
        useCase.loadSellerResult = .success("loadSeller")
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.loadSeller()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.loadSeller()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.loadSellerCallCount == 2)
        #expect(await values(of: output.seller).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheLoadSellerStillRunning() async {
        useCase.loadSellerResult = .success("loadSeller")
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.loadSeller()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.seller).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewNewestCancelsTheOneStillRunning() async {
        useCase.newestResult = .success(Car.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.newest()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.newest()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.newestCallCount == 2)
        #expect(await values(of: output.newestCar).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheNewestStillRunning() async {
        useCase.newestResult = .success(Car.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.newest()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.newestCar).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewLatestCancelsTheOneStillRunning() async {
        useCase.latestResult = .success(Car.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.latest()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.latest()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.latestCallCount == 2)
        #expect(await values(of: output.latestResult).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheLatestStillRunning() async {
        useCase.latestResult = .success(Car.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = NounsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.latest()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.latestResult).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func itsWorkEndsWhenItGoesAway() async {
        let (input, _) = NounsViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = NounsViewModel(useCase: useCase, router: router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await wait(until: "its work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    @Test func itsWorkEndsWhenItTransformsANewInput() async {
        let (input, _) = NounsViewModel.Input.make()
        let (newInput, _) = NounsViewModel.Input.make()
        _ = viewModel.transform(input: input)
        let work = viewModel.transformTask

        _ = viewModel.transform(input: newInput)
        await wait(until: "the first input's work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    #if canImport(UIKit)
        @Test func itsScreenEndsItsWorkWhenItIsReleased() async {
            useCase.fetchCarsResult = .success([Car.fixture()])
            useCase.refreshCarsResult = .success([Car.fixture()])
            useCase.carsReturnValue = [Car.fixture()]
            useCase.fetchSellerResult = .success("fetchSeller")
            useCase.loadSellerResult = .success("loadSeller")
            useCase.newestResult = .success(Car.fixture())
            useCase.latestResult = .success(Car.fixture())
            weak var released: NounsViewController?
            let work: Task<Void, Never>?
            do {
                let viewModel = NounsViewModel(useCase: useCase, router: router)
                let screen = NounsViewController(viewModel: viewModel)
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
        _ actions: (NounsViewModel.Input.Sender) -> Void
    ) async -> NounsViewModel.Output {
        let (input, send) = NounsViewModel.Input.make()
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
        of viewModel: NounsViewModel,
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
