import Foundation

/// Does the work of the ServiceHistory use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `ServiceHistoryWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
nonisolated struct ServiceHistoryWorker {}

nonisolated extension ServiceHistoryWorker: ServiceHistoryWorkerProtocol {
    func services() async throws -> [Service] {
        // TODO: Implement `services`.
        throw ServiceHistoryWorkerError.notImplemented(#function)
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum ServiceHistoryWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
