/// Does the work of the EdgeCasesForAVeryLongModule use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct EdgeCasesForAVeryLongModuleWorker: EdgeCasesForAVeryLongModuleWorkerProtocol {
    func makeHandler() -> @Sendable () -> Void {
        // TODO: Implement `makeHandler`.
        fatalError("EdgeCasesForAVeryLongModuleWorker.makeHandler is not implemented yet")
    }

    func loadWidgets() async throws -> [Widget] {
        // TODO: Implement `loadWidgets`.
        throw EdgeCasesForAVeryLongModuleWorkerError.notImplemented
    }

    func latestFailure() -> (any Error)? {
        // TODO: Implement `latestFailure`.
        return nil
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        // TODO: Implement `rename`.
        throw EdgeCasesForAVeryLongModuleWorkerError.notImplemented
    }

    func count() async -> Int {
        // TODO: Implement `count`.
        return 0
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
enum EdgeCasesForAVeryLongModuleWorkerError: Error {
    case notImplemented
}
