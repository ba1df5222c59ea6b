import Foundation

/// The Sheet business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class SheetInteractor {
    private let service: any SheetServiceProtocol

    init(service: any SheetServiceProtocol) {
        self.service = service
    }
}

nonisolated extension SheetInteractor: SheetInteractorProtocol {
    func loadDraft() async throws -> Draft {
        try await service.loadDraft()
    }

    func save(_ draft: Draft) async throws {
        try await service.save(draft)
    }
}
