import Foundation

/// The Corners data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
struct CornersRepository: CornersRepositoryType {
    /// The failure of a method that has no implementation yet.
    struct NotImplemented: Error {
        /// The method's name.
        let method: String
    }

    func loadGadgets() async throws -> [Gadget] {
        // TODO: Fetch the result from the API, the database or the cache.
        []
    }

    func gadget(with id: String) async throws -> Gadget {
        // TODO: Fetch the result from the API, the database or the cache.
        throw NotImplemented(method: "gadget")
    }

    func latestGadget() -> Gadget? {
        // TODO: Fetch the result from the API, the database or the cache.
        nil
    }

    func search(`let` key: String, in region: String) async -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        []
    }

    func canImport() -> Bool {
        // TODO: Fetch the result from the API, the database or the cache.
        false
    }

    func allErrors() -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        []
    }

    func nextOutput() async -> Int {
        // TODO: Fetch the result from the API, the database or the cache.
        0
    }

    func validateDraft(
        in amount: @escaping @Sendable (UUID) -> Void,
        _ handler: @escaping @Sendable (Double) -> Void,
        matching filter: [URL]
    ) throws {
        // TODO: Send the request to the API, the database or the cache.
    }
}
