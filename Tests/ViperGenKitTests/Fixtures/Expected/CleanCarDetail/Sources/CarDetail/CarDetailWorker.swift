import Foundation

/// Does the work of the CarDetail use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `CarDetailWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
nonisolated struct CarDetailWorker {}

nonisolated extension CarDetailWorker: CarDetailWorkerProtocol {
    func relatedCars() async throws -> [Car] {
        // TODO: Implement `relatedCars`.
        throw CarDetailWorkerError.notImplemented(#function)
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum CarDetailWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
