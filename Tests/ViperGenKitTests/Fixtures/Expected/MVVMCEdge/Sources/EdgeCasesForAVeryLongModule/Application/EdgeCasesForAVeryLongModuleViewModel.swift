import Foundation

/// The EdgeCasesForAVeryLongModule screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class EdgeCasesForAVeryLongModuleViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    private let useCase: any EdgeCasesForAVeryLongModuleUseCaseType
    private let router: any EdgeCasesForAVeryLongModuleRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(
        useCase: any EdgeCasesForAVeryLongModuleUseCaseType,
        router: any EdgeCasesForAVeryLongModuleRouter
    ) {
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
                    for await _ in input.makeHandler {
                        let handler = useCase.makeHandler()
                        send.handler(handler)
                    }
                }
                group.addTask {
                    for await _ in input.loadWidgets {
                        do {
                            let widgets = try await useCase.loadWidgets()
                            send.widgets(widgets.map { WidgetViewModel($0) })
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await _ in input.latestFailure {
                        let failure = useCase.latestFailure()
                        send.failure(failure)
                    }
                }
                group.addTask {
                    for await (widget, title) in input.rename {
                        do {
                            let renameResult = try await useCase.rename(widget, to: title)
                            send.renameResult(WidgetViewModel(renameResult))
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await _ in input.count {
                        let countResult = await useCase.count()
                        send.countResult(countResult)
                    }
                }
                group.addTask {
                    for await widget in input.showWidget {
                        await router.trigger(.showWidget(widget))
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

extension WidgetViewModel {
    /// The item the screen shows for `widget`.
    fileprivate init(_ widget: Widget) {
        self.init(id: widget.id, title: widget.title)
    }
}
