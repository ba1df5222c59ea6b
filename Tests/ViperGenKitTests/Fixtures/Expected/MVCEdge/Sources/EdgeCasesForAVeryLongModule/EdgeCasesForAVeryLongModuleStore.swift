/// The EdgeCasesForAVeryLongModule model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller.
@MainActor
final class EdgeCasesForAVeryLongModuleStore {
    /// The result of the last `makeHandler`.
    private(set) var handler: (@Sendable () -> Void)?
    /// The result of the last `loadWidgets`.
    private(set) var widgets: [Widget] = []
    /// The result of the last `latestFailure`.
    private(set) var failure: (any Error)?
    /// The result of the last `rename`.
    private(set) var renameResult: Widget?
    /// The result of the last `count`.
    private(set) var countResult: Int = 0
    private let service: any EdgeCasesForAVeryLongModuleServiceProtocol

    init(service: any EdgeCasesForAVeryLongModuleServiceProtocol) {
        self.service = service
    }

    /// Runs `makeHandler` and keeps its result in `handler`.
    @discardableResult
    func makeHandler() -> @Sendable () -> Void {
        let handler = service.makeHandler()
        self.handler = handler
        return handler
    }

    /// Runs `loadWidgets` and keeps its result in `widgets`.
    @discardableResult
    func loadWidgets() async throws -> [Widget] {
        let widgets = try await service.loadWidgets()
        self.widgets = widgets
        return widgets
    }

    /// Runs `latestFailure` and keeps its result in `failure`.
    @discardableResult
    func latestFailure() -> (any Error)? {
        let failure = service.latestFailure()
        self.failure = failure
        return failure
    }

    /// Runs `rename` and keeps its result in `renameResult`.
    @discardableResult
    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        let renameResult = try await service.rename(widget, to: title)
        self.renameResult = renameResult
        return renameResult
    }

    /// Runs `count` and keeps its result in `countResult`.
    @discardableResult
    func count() async -> Int {
        let countResult = await service.count()
        self.countResult = countResult
        return countResult
    }
}
