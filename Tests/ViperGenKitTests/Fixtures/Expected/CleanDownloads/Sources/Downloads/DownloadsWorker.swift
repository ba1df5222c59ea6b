import Foundation

/// Does the work of the Downloads use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `DownloadsWorkerError.notImplemented`, one with a result stops with `fatalError`.
nonisolated struct DownloadsWorker {}

nonisolated extension DownloadsWorker: DownloadsWorkerProtocol {
    func fetchDownload(id: UUID) async throws -> Data {
        // TODO: Implement `fetchDownload`.
        throw DownloadsWorkerError.notImplemented(#function)
    }

    func lastSync() -> Date {
        // TODO: Implement `lastSync`.
        fatalError("TODO: implement \(#function)")
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
nonisolated enum DownloadsWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}
