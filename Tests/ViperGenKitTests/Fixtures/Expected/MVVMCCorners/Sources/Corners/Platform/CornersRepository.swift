import Foundation

/// The Corners data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct CornersRepository {
    /// The failure of a method that has no implementation yet: the screen shows its message
    /// instead of a result, so the app runs (and says what is missing) before the data does.
    struct NotImplemented: LocalizedError {
        /// The method, as `#function` names it: `name(label:)`.
        let method: String

        var errorDescription: String? {
            "\(method) is not implemented yet."
        }
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
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return nil
    }

    func search(`let` key: String, in region: String) async -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return []
    }

    func canImport() -> Bool {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return false
    }

    func allErrors() -> [String] {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return []
    }

    func nextOutput() async -> Int {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return 0
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
