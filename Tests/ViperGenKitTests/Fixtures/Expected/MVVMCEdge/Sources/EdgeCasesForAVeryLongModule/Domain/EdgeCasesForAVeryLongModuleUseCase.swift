/// The EdgeCasesForAVeryLongModule business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct EdgeCasesForAVeryLongModuleUseCase {
    private let repository: any EdgeCasesForAVeryLongModuleRepositoryType

    init(repository: any EdgeCasesForAVeryLongModuleRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension EdgeCasesForAVeryLongModuleUseCase: EdgeCasesForAVeryLongModuleUseCaseType {
    func makeHandler() -> @Sendable () -> Void {
        repository.makeHandler()
    }

    func loadWidgets() async throws -> [Widget] {
        try await repository.loadWidgets()
    }

    func latestFailure() -> (any Error)? {
        repository.latestFailure()
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        try await repository.rename(widget, to: title)
    }

    func count() async -> Int {
        await repository.count()
    }
}
