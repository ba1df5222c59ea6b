/// Does the work of the EdgeCasesForAVeryLongModule use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `EdgeCasesForAVeryLongModuleWorkerError.notImplemented`, one with a result stops with `fatalError`.
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
        fatalError("TODO: implement \(#function)")
    }

    func rename(_ widget: Widget, to title: String) async throws -> Widget {
        // TODO: Implement `rename`.
        throw EdgeCasesForAVeryLongModuleWorkerError.notImplemented(#function)
    }

    func count() async -> Int {
        // TODO: Implement `count`.
        fatalError("TODO: implement \(#function)")
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
nonisolated enum EdgeCasesForAVeryLongModuleWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}
