import Foundation

/// The Corners screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class CornersViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    private let useCase: any CornersUseCaseType
    private let router: any CornersRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(useCase: any CornersUseCaseType, router: any CornersRouter) {
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to. A use case with a result is a
    /// query: when a new trigger arrives, the work still running for the last one is
    /// cancelled and only the latest result is sent (search-as-you-type shows the results of
    /// what was typed last). One without a result is a command: each runs to its end, in
    /// order. Cancelled work ends silently: it is no error for the user.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    // Latest wins: a new trigger cancels the work still running for the last one.
                    await forEachLatest(input.loadGadgets) { _ in
                        do {
                            let gadgets = try await useCase.loadGadgets()
                            try Task.checkCancellation()
                            send.gadgets(gadgets.map { GadgetRow($0) })
                        } catch {
                            if !isCancellation(error) {
                                send.error(error.localizedDescription)
                            }
                        }
                    }
                }
                group.addTask {
                    // Latest wins: a new trigger cancels the work still running for the last one.
                    await forEachLatest(input.gadget) { id in
                        do {
                            let gadgetResult = try await useCase.gadget(with: id)
                            try Task.checkCancellation()
                            send.gadgetResult(GadgetRow(gadgetResult))
                        } catch {
                            if !isCancellation(error) {
                                send.error(error.localizedDescription)
                            }
                        }
                    }
                }
                group.addTask {
                    for await _ in input.latestGadget {
                        let latestGadgetResult = useCase.latestGadget()
                        send.latestGadgetResult(latestGadgetResult.map { GadgetRow($0) })
                    }
                }
                group.addTask {
                    // Latest wins: a new trigger cancels the work still running for the last one.
                    await forEachLatest(input.search) { triggered in
                        let (key, region) = triggered
                        let searchResult = await useCase.search(let: key, in: region)
                        guard !Task.isCancelled else { return }
                        send.searchResult(searchResult)
                    }
                }
                group.addTask {
                    for await _ in input.canImport {
                        let importResult = useCase.canImport()
                        send.importResult(importResult)
                    }
                }
                group.addTask {
                    for await _ in input.allErrors {
                        let errorsResult = useCase.allErrors()
                        send.errorsResult(errorsResult)
                    }
                }
                group.addTask {
                    // Latest wins: a new trigger cancels the work still running for the last one.
                    await forEachLatest(input.nextOutput) { _ in
                        let outputResult = await useCase.nextOutput()
                        guard !Task.isCancelled else { return }
                        send.outputResult(outputResult)
                    }
                }
                group.addTask {
                    for await (amount, handler, filter) in input.validateDraft {
                        do {
                            try useCase.validateDraft(in: amount, handler, matching: filter)
                        } catch {
                            if !isCancellation(error) {
                                send.error(error.localizedDescription)
                            }
                        }
                    }
                }
                group.addTask {
                    for await row in input.showGadget {
                        await router.trigger(.showGadget(row))
                    }
                }
                group.addTask {
                    for await (key, value) in input.`open` {
                        await router.trigger(.`open`(let: key, `inout`: value))
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

extension GadgetRow {
    /// The item the screen shows for `gadget`.
    fileprivate init(_ gadget: Gadget) {
        self.init(id: gadget.id, payload: gadget.payload, onTap: gadget.onTap)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}

/// Runs `work` for each trigger, cancelling the work of the previous trigger when a new one
/// arrives: only the latest is wanted. To wait until the user stops typing (debounce), start
/// `work` with `try await Task.sleep(for: .milliseconds(300))`: a newer trigger cancels the
/// sleep. When the caller is cancelled, so is the work still running.
private func forEachLatest<Trigger: Sendable>(
    _ triggers: AsyncStream<Trigger>,
    _ work: @escaping @Sendable (Trigger) async -> Void
) async {
    var latest: Task<Void, Never>?
    for await trigger in triggers {
        latest?.cancel()
        latest = Task { await work(trigger) }
    }
    guard let latest else { return }
    await withTaskCancellationHandler {
        await latest.value
    } onCancel: {
        latest.cancel()
    }
}
