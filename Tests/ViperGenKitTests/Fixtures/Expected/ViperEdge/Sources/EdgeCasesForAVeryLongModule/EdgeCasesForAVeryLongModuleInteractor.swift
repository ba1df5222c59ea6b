/// The EdgeCasesForAVeryLongModule business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class EdgeCasesForAVeryLongModuleInteractor {
    private let service: any EdgeCasesForAVeryLongModuleServiceProtocol

    init(service: any EdgeCasesForAVeryLongModuleServiceProtocol) {
        self.service = service
    }
}

nonisolated extension EdgeCasesForAVeryLongModuleInteractor:
    EdgeCasesForAVeryLongModuleInteractorProtocol
{
    func makeHandler() -> @Sendable () -> Void {
        service.makeHandler()
    }

    func loadWidgets() async throws -> [Widget] {
        try await service.loadWidgets()
    }

    func latestFailure() -> (any Error)? {
        service.latestFailure()
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        try await service.rename(widget, to: title)
    }

    func count() async -> Int {
        await service.count()
    }
}
