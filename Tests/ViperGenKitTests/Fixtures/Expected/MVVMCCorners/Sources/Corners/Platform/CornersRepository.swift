import Foundation

/// The Corners data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct CornersRepository {
    /// The failure of a method that has no implementation yet.
    struct NotImplemented: Error {
        /// The method, as `#function` names it: `name(label:)`.
        let method: String
    }
}

nonisolated extension CornersRepository: CornersRepositoryType {
    func loadGadgets() async throws -> [Gadget] {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func gadget(with id: String) async throws -> Gadget {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: #function)
    }

    func latestGadget() -> Gadget? {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }

    func search(`let` key: String, in region: String) async -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }

    func canImport() -> Bool {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }

    func allErrors() -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }

    func nextOutput() async -> Int {
        // TODO: Fetch the result from the API, the database or the cache.
        fatalError("TODO: implement \(#function)")
    }

    func validateDraft(
        in amount: @escaping @Sendable (UUID) -> Void,
        _ handler: @escaping @Sendable (Double) -> Void,
        matching filter: [URL]
    ) throws {
        // TODO: Send the request to the API, the database or the cache.
        throw NotImplemented(method: #function)
    }
}
