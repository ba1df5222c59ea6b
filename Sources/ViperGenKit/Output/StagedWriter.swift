import Foundation

/// Writes a plan all or nothing: every new file is staged in a hidden folder beside the
/// output (same volume), and only when all are staged are they renamed into place.
public enum StagedWriter {
    static let stagingPrefix = ".viper-gen-staging-"

    public static func write(_ plan: OutputPlan, roots: OutputRoots) throws(DiagnosticsError) {
        let writes = plan.files.filter(\.needsWrite)
        guard !writes.isEmpty else { return }
        let fileManager = FileManager.default
        var stagingFolders: [String: URL] = [:]
        var staged: [(source: URL, file: PlannedFile)] = []
        defer {
            for folder in stagingFolders.values { try? fileManager.removeItem(at: folder) }
        }
        do {
            for file in writes {
                let root = [roots.sources, roots.tests].first { file.destination.path.hasPrefix($0.path + "/") } ?? roots.sources
                let folder: URL
                if let existing = stagingFolders[root.path] {
                    folder = existing
                } else {
                    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
                    folder = root.appending(path: stagingPrefix + UUID().uuidString, directoryHint: .isDirectory)
                    try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
                    stagingFolders[root.path] = folder
                }
                let source = folder.appending(path: String(staged.count))
                try Data(file.contents.utf8).write(to: source)
                staged.append((source, file))
            }
            for (source, file) in staged {
                try fileManager.createDirectory(
                    at: file.destination.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                if rename(source.path, file.destination.path) != 0 {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.destination.path])
                }
            }
        } catch {
            throw DiagnosticsError([.error("cannot write the module: \(error.localizedDescription)", at: nil)])
        }
    }
}
