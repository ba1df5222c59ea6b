import Foundation

/// Does the work of the Nouns use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `NounsWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
nonisolated struct NounsWorker {}

nonisolated extension NounsWorker: NounsWorkerProtocol {
    func fetchCars() async throws -> [Car] {
        // TODO: Implement `fetchCars`.
        throw NounsWorkerError.notImplemented(#function)
    }

    func refreshCars() async throws -> [Car] {
        // TODO: Implement `refreshCars`.
        throw NounsWorkerError.notImplemented(#function)
    }

    func cars() -> [Car] {
        // TODO: Implement `cars`.
        return []
    }

    func fetchSeller() async throws -> String {
        // TODO: Implement `fetchSeller`.
        throw NounsWorkerError.notImplemented(#function)
    }

    func loadSeller() async throws -> String {
        // TODO: Implement `loadSeller`.
        throw NounsWorkerError.notImplemented(#function)
    }

    func newest() async throws -> Car? {
        // TODO: Implement `newest`.
        throw NounsWorkerError.notImplemented(#function)
    }

    func latest() async throws -> Car? {
        // TODO: Implement `latest`.
        throw NounsWorkerError.notImplemented(#function)
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum NounsWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
