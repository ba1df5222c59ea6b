import Foundation

/// The Corners business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct CornersUseCase {
    private let repository: any CornersRepositoryType

    init(repository: any CornersRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension CornersUseCase: CornersUseCaseType {
    func loadGadgets() async throws -> [Gadget] {
        try await repository.loadGadgets()
    }

    func gadget(with id: String) async throws -> Gadget {
        try await repository.gadget(with: id)
    }

    func latestGadget() -> Gadget? {
        repository.latestGadget()
    }

    func search(`let` key: String, in region: String) async -> [String] {
        await repository.search(let: key, in: region)
    }

    func canImport() -> Bool {
        repository.canImport()
    }

    func allErrors() -> [String] {
        repository.allErrors()
    }

    func nextOutput() async -> Int {
        await repository.nextOutput()
    }

    func validateDraft(
        in amount: @escaping @Sendable (UUID) -> Void,
        _ handler: @escaping @Sendable (Double) -> Void,
        matching filter: [URL]
    ) throws {
        try repository.validateDraft(in: amount, handler, matching: filter)
    }
}
