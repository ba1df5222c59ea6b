import Foundation
import Testing

@testable import MVVMCSettings

@MainActor
struct MVVMCSettingsViewModelTests {
    private let useCase = MVVMCSettingsUseCaseStub()
    private let router = MVVMCSettingsRouterSpy()
    private let viewModel: MVVMCSettingsViewModel

    init() {
        viewModel = MVVMCSettingsViewModel(useCase: useCase, router: router)
    }

    @Test func loadSettingsSendsItsResultToTheOutput() async {
        let stubbed: Settings = Settings.fixture()
        useCase.loadSettingsResult = .success(stubbed)

        let output = await transform { send in
            send.loadSettings()
        }

        #expect(useCase.loadSettingsCallCount == 1)
        let settings = await values(of: output.settings)
        #expect(settings == [SettingsItemViewModel.fixture()])
    }

    @Test func loadSettingsSendsItsErrorToTheOutput() async {
        useCase.loadSettingsResult = .failure(MVVMCSettingsTestError.stubbed)

        let output = await transform { send in
            send.loadSettings()
        }

        #expect(
            await values(of: output.error) == [MVVMCSettingsTestError.stubbed.localizedDescription]
        )
        #expect(await values(of: output.settings).isEmpty)
    }

    @Test func saveRunsTheUseCase() async {
        await transform { send in
            send.save(Settings.fixture())
        }

        #expect(useCase.saveCallCount == 1)
        #expect(useCase.saveReceived == [Settings.fixture()])
    }

    @Test func saveSendsItsErrorToTheOutput() async {
        useCase.saveError = MVVMCSettingsTestError.stubbed

        let output = await transform { send in
            send.save(Settings.fixture())
        }

        #expect(
            await values(of: output.error) == [MVVMCSettingsTestError.stubbed.localizedDescription]
        )
    }

    @Test func resetToDefaultsRunsTheUseCase() async {
        await transform { send in
            send.resetToDefaults()
        }

        #expect(useCase.resetToDefaultsCallCount == 1)
    }

    @Test func currentThemeSendsItsResultToTheOutput() async {
        let stubbed: String = "currentTheme"
        useCase.currentThemeReturnValue = stubbed

        let output = await transform { send in
            send.currentTheme()
        }

        #expect(useCase.currentThemeCallCount == 1)
        let currentThemeResult = await values(of: output.currentThemeResult)
        #expect(currentThemeResult == [stubbed])
    }

    @Test func previewSendsItsResultToTheOutput() async {
        let stubbed: Settings = Settings.fixture()
        useCase.previewReturnValue = stubbed

        let output = await transform { send in
            send.preview(theme: "theme", fontScale: 684)
        }

        #expect(useCase.previewCallCount == 1)
        #expect(useCase.previewReceived.first?.theme == "theme")
        #expect(useCase.previewReceived.first?.fontScale == 684)
        let previewResult = await values(of: output.previewResult)
        #expect(previewResult == [SettingsItemViewModel.fixture()])
    }

    @Test func aCancelledLoadSettingsShowsNoError() async {
        useCase.loadSettingsResult = .failure(CancellationError())

        let output = await transform { send in
            send.loadSettings()
        }

        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewLoadSettingsCancelsTheOneStillRunning() async {
        useCase.loadSettingsResult = .success(Settings.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCSettingsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.loadSettings()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.loadSettings()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.loadSettingsCallCount == 2)
        #expect(await values(of: output.settings).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheLoadSettingsStillRunning() async {
        useCase.loadSettingsResult = .success(Settings.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCSettingsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.loadSettings()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.settings).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aSecondSaveWhileOneRunsStartsNoOther() async {
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = MVVMCSettingsViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.save(Settings.fixture())
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.save(Settings.fixture())
        answer.finish()
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.saveCallCount == 1)
    }

    @Test func aSecondSaveAfterTheFirstEndedRuns() async {
        let (input, send) = MVVMCSettingsViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.save(Settings.fixture())
        await wait(until: "the first has ended") {
            await input.saveGate.waitUntilFree()
        }
        send.save(Settings.fixture())
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.saveCallCount == 2)
    }

    @Test func itsWorkEndsWhenItGoesAway() async {
        let (input, _) = MVVMCSettingsViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = MVVMCSettingsViewModel(useCase: useCase, router: router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await wait(until: "its work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    @Test func itsWorkEndsWhenItTransformsANewInput() async {
        let (input, _) = MVVMCSettingsViewModel.Input.make()
        let (newInput, _) = MVVMCSettingsViewModel.Input.make()
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
        _ actions: (MVVMCSettingsViewModel.Input.Sender) -> Void
    ) async -> MVVMCSettingsViewModel.Output {
        let (input, send) = MVVMCSettingsViewModel.Input.make()
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
        of viewModel: MVVMCSettingsViewModel,
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
