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
    /// returns the output their results and errors go to.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await _ in input.loadGadgets {
                        do {
                            let gadgets = try await useCase.loadGadgets()
                            send.gadgets(gadgets.map { GadgetRow($0) })
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await id in input.gadget {
                        do {
                            let gadgetResult = try await useCase.gadget(with: id)
                            send.gadgetResult(GadgetRow(gadgetResult))
                        } catch {
                            send.error(error.localizedDescription)
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
                    for await (key, region) in input.search {
                        let searchResult = await useCase.search(let: key, in: region)
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
                    for await _ in input.nextOutput {
                        let outputResult = await useCase.nextOutput()
                        send.outputResult(outputResult)
                    }
                }
                group.addTask {
                    for await (amount, handler, filter) in input.validateDraft {
                        do {
                            try useCase.validateDraft(in: amount, handler, matching: filter)
                        } catch {
                            send.error(error.localizedDescription)
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
