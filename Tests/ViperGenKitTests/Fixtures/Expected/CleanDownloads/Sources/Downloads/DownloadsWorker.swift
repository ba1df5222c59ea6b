import Foundation

/// Does the work of the Downloads use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct DownloadsWorker: DownloadsWorkerProtocol {
    func fetchDownload(id: UUID) async throws -> Data {
        // TODO: Implement `fetchDownload`.
        throw DownloadsWorkerError.notImplemented
    }

    func lastSync() -> Date {
        // TODO: Implement `lastSync`.
        return Date(timeIntervalSince1970: 0)
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
enum DownloadsWorkerError: Error {
    case notImplemented
}
