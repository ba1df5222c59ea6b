import Foundation

/// Does the work of the EdgeCasesForAVeryLongModule use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `EdgeCasesForAVeryLongModuleWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
nonisolated struct EdgeCasesForAVeryLongModuleWorker {}

nonisolated extension EdgeCasesForAVeryLongModuleWorker: EdgeCasesForAVeryLongModuleWorkerProtocol {
    func makeHandler() -> @Sendable () -> Void {
        // TODO: Implement `makeHandler`.
        fatalError("TODO: implement \(#function)")
    }

    func loadWidgets() async throws -> [Widget] {
        // TODO: Implement `loadWidgets`.
        throw EdgeCasesForAVeryLongModuleWorkerError.notImplemented(#function)
    }

    func latestFailure() -> (any Error)? {
        // TODO: Implement `latestFailure`.
        return nil
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        // TODO: Implement `rename`.
        throw EdgeCasesForAVeryLongModuleWorkerError.notImplemented(#function)
    }

    func count() async -> Int {
        // TODO: Implement `count`.
        return 0
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum EdgeCasesForAVeryLongModuleWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
