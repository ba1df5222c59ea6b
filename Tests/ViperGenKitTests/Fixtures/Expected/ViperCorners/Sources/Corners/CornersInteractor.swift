import Foundation

/// The Corners business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class CornersInteractor {
    private let service: any CornersServiceProtocol

    init(service: any CornersServiceProtocol) {
        self.service = service
    }
}

nonisolated extension CornersInteractor: CornersInteractorProtocol {
    func loadGadgets() async throws -> [Gadget] {
        try await service.loadGadgets()
    }

    func gadget(with id: String) async throws -> Gadget {
        try await service.gadget(with: id)
    }

    func latestGadget() -> Gadget? {
        service.latestGadget()
    }

    func search(`let` key: String, in region: String) async -> [String] {
        await service.search(let: key, in: region)
    }

    func useCase() -> Int {
        service.useCase()
    }

    func updateQuantity(of itemID: UUID, to quantity: Int) async throws {
        try await service.updateQuantity(of: itemID, to: quantity)
    }
}
