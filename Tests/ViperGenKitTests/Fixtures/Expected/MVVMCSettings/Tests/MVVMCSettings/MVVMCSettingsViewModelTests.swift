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
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(nanoseconds: 60_000_000_000)
        }
        let (input, send) = MVVMCSettingsViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.loadSettings()
        for await _ in started { break }
        useCase.beforeAnswering = nil
        send.loadSettings()
        send.finishAll()
        await viewModel.transformTask?.value

        #expect(useCase.loadSettingsCallCount == 2)
        #expect(await values(of: output.settings).count == 1)
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
        for await _ in started { break }
        // The first still runs: the sender drops this one at once.
        send.save(Settings.fixture())
        answer.finish()
        send.finishAll()
        await viewModel.transformTask?.value

        #expect(useCase.saveCallCount == 1)
    }

    @Test func aSecondSaveAfterTheFirstEndedRuns() async {
        let (input, send) = MVVMCSettingsViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.save(Settings.fixture())
        await input.saveGate.waitUntilFree()
        send.save(Settings.fixture())
        send.finishAll()
        await viewModel.transformTask?.value

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

        await work?.value

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
        await viewModel.transformTask?.value
        return output
    }

    /// Every value an ended output stream sent.
    private func values<Element>(of stream: AsyncStream<Element>) async -> [Element] {
        var values: [Element] = []
        for await value in stream {
            values.append(value)
        }
        return values
    }
}
