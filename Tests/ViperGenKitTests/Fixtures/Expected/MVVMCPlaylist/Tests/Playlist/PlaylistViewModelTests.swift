import Foundation
import Testing

@testable import MVVMCPlaylist

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct PlaylistViewModelTests {
    private let useCase = PlaylistUseCaseStub()
    private let router = PlaylistRouterSpy()
    private let viewModel: PlaylistViewModel

    init() {
        viewModel = PlaylistViewModel(
            playlistID: 850,
            useCase: useCase,
            router: router
        )
    }

    @Test func songsSendsItsResultToTheOutput() async {
        let stubbed: [Song] = [Song.fixture()]
        useCase.songsResult = .success(stubbed)

        let output = await transform { send in
            send.songs()
        }

        #expect(useCase.songsCallCount == 1)
        let songsResult = await values(of: output.songsResult)
        #expect(songsResult == [[SongItemViewModel.fixture()]])
    }

    @Test func songsSendsItsErrorToTheOutput() async {
        useCase.songsResult = .failure(PlaylistTestError.stubbed)

        let output = await transform { send in
            send.songs()
        }

        #expect(await values(of: output.error) == [PlaylistTestError.stubbed.localizedDescription])
        #expect(await values(of: output.songsResult).isEmpty)
    }

    @Test func aCancelledSongsShowsNoError() async {
        useCase.songsResult = .failure(CancellationError())

        let output = await transform { send in
            send.songs()
        }

        #expect(await values(of: output.error).isEmpty)
    }

    @Test func aNewSongsCancelsTheOneStillRunning() async {
        useCase.songsResult = .success([Song.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = PlaylistViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.songs()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        useCase.beforeAnswering = nil
        send.songs()
        await wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(useCase.songsCallCount == 2)
        #expect(await values(of: output.songsResult).count == 1)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func cancellingItsWorkCancelsTheSongsStillRunning() async {
        useCase.songsResult = .success([Song.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = PlaylistViewModel.Input.make()
        let output = viewModel.transform(input: input)

        send.songs()
        await wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        viewModel.transformTask?.cancel()
        await wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        #expect(await values(of: output.songsResult).isEmpty)
        #expect(await values(of: output.error).isEmpty)
    }

    @Test func showPlaylistTriggersTheRoute() async {
        await transform { send in
            send.showPlaylist(id: 850)
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.showPlaylistCallCount == 1)
        #expect(router.showPlaylistReceived == [850])
    }

    @Test func showSongTriggersTheRoute() async {
        await transform { send in
            send.showSong(Song.fixture())
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.showSongCallCount == 1)
        #expect(router.showSongReceived == [Song.fixture()])
    }

    @Test func closeTriggersTheRoute() async {
        await transform { send in
            send.close()
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.closeCallCount == 1)
    }

    @Test func showPlaylistPushesItsDestination() async {
        let coordinator = PlaylistCoordinator(
            playlistID: 850,
            useCase: useCase,
            dependencies: PlaylistDependenciesDouble()
        )
        let viewModel = coordinator.makeViewModel()
        let (input, send) = PlaylistViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.showPlaylist(id: 850)
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)

        #expect(coordinator.destination != nil)
    }

    /// Pushes the Playlist screen: the destination keeps its coordinator, made
    /// with what the route passes.
    @Test func showPlaylistPushesThePlaylistScreen() {
        let coordinator = PlaylistCoordinator(
            playlistID: 850,
            useCase: PlaylistUseCaseStub(),
            dependencies: PlaylistDependenciesDouble()
        )

        coordinator.trigger(.showPlaylist(id: 850))

        let child = coordinator.destination?.coordinator as? PlaylistCoordinator
        #expect(child != nil)
        #expect(child?.makeViewModel().playlistID == 850)
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let coordinator = PlaylistCoordinator(
                playlistID: 850,
                useCase: useCase,
                dependencies: PlaylistDependenciesDouble()
            )

            let content: PlaylistView = coordinator.makeView()
            let root = coordinator.makeRootView()

            _ = content
            #expect(root is NavigationStack<NavigationPath, PlaylistView>)
        }
    #endif

    @Test func itsWorkEndsWhenItGoesAway() async {
        let (input, _) = PlaylistViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = PlaylistViewModel(
                playlistID: 850,
                useCase: useCase,
                router: router
            )
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await wait(until: "its work ends") { await work?.value }

        #expect(work?.isCancelled == true)
    }

    @Test func itsWorkEndsWhenItTransformsANewInput() async {
        let (input, _) = PlaylistViewModel.Input.make()
        let (newInput, _) = PlaylistViewModel.Input.make()
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
        _ actions: (PlaylistViewModel.Input.Sender) -> Void
    ) async -> PlaylistViewModel.Output {
        let (input, send) = PlaylistViewModel.Input.make()
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
        of viewModel: PlaylistViewModel,
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
