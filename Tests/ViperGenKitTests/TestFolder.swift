import Foundation

@testable import ViperGenKit

/// A folder of its own for one test, removed after it: the project a run works in.
class TestFolder {
    let url: URL
    var workspace: Workspace { Workspace(directory: url) }

    /// A new folder in the temporary folder, named after `suite`.
    init(suite: String) throws {
        url = FileManager.default.temporaryDirectory.appending(
            path: "\(suite)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` at `path`, making the folders on the way.
    func write(_ path: String, _ text: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appending(path: path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: path).path)
    }
}
