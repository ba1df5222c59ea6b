import Foundation

/// The Playlist screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class PlaylistViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    /// What the route that opened the screen passed.
    let playlistID: Int
    private let useCase: any PlaylistUseCaseType
    private let router: any PlaylistRouter

    /// - Parameters:
    ///   - playlistID: What the route that opened the screen passed.
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(
        playlistID: Int,
        useCase: any PlaylistUseCaseType,
        router: any PlaylistRouter
    ) {
        self.playlistID = playlistID
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to. An async use case is a query or a
    /// command (the spec can say which; see docs/generated-modules.md for the rule otherwise).
    /// A query reads: the latest wins, so a new trigger cancels the work still running for the
    /// last one and only the latest result is sent (search-as-you-type shows the results of
    /// what was typed last). A command changes something: it runs to its end, even when the
    /// screen goes away, and a trigger that comes while one runs starts no other: the input's
    /// sender drops it (a double tap places one order). A synchronous use case runs at once,
    /// in order.
    /// Cancelled work ends silently: it is no error for the user.
    ///
    /// What runs where: the work is a task on the main actor, like the view model. It reads
    /// each stream of the input in a child task of its own, off the main actor: the use cases
    /// run there (a command in a task of its own, which the work waits for but does not
    /// cancel), and their results go straight to the output, whose sender is `nonisolated`.
    /// Only a route goes back to the main actor, where the router is.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    // A query: the latest wins, a new trigger cancels the work still running.
                    var latest: Task<Void, Never>?
                    for await _ in input.songs {
                        latest?.cancel()
                        latest = Task {
                            do {
                                let songsResult = try await useCase.songs()
                                try Task.checkCancellation()
                                send.songsResult(songsResult.map { SongItemViewModel($0) })
                            } catch {
                                if !isCancellation(error) {
                                    send.error(error.localizedDescription)
                                }
                            }
                        }
                    }
                    await waitForLatest(latest)
                }
                group.addTask {
                    for await playlistID in input.showPlaylist {
                        await router.trigger(.showPlaylist(id: playlistID))
                    }
                }
                group.addTask {
                    for await song in input.showSong {
                        await router.trigger(.showSong(song))
                    }
                }
                group.addTask {
                    for await _ in input.close {
                        await router.trigger(.close)
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

nonisolated extension SongItemViewModel {
    /// The item the screen shows for `song`.
    fileprivate init(_ song: Song) {
        self.init(title: song.title)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}

/// Waits until `latest`, the work of a query's latest trigger, ends; it is cancelled if the
/// wait is (the view model went away), so no query outlives the view model's work. To wait
/// until the user stops typing (debounce), begin that work with
/// `try await Task.sleep(for: .milliseconds(300))`: a newer value cancels the sleep, and
/// cancelled work ends silently.
private nonisolated func waitForLatest(_ latest: Task<Void, Never>?) async {
    guard let latest else { return }
    await withTaskCancellationHandler {
        await latest.value
    } onCancel: {
        latest.cancel()
    }
}
