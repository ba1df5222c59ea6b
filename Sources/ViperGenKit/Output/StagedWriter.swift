import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Writes a plan all or nothing, even when the process is killed part way.
///
/// 1. Every file to write is staged in a hidden folder inside its root
///    (`.viper-gen-staging-<run>/`, so on the same volume), one folder per root.
/// 2. A journal listing every staged file and its destination is written beside them and
///    renamed to `journal` in the first root's staging folder: that rename is the commit.
/// 3. The staged files are renamed into place, then the journal and the folders go.
///
/// A run killed before the commit leaves only staging folders, which the next run deletes
/// (the old files stand). A run killed after it leaves a journal, and the next run that
/// writes to those roots finishes the renames before anything else (the new files stand).
/// `--check` refuses to judge a tree with an unfinished run in it.
public enum StagedWriter {
    static let stagingPrefix = ".viper-gen-staging-"
    static let journalName = "journal"

    public static func write(_ plan: OutputPlan, roots: OutputRoots) throws(DiagnosticsError) {
        let writes = plan.files.filter(\.needsWrite)
        do {
            try recover(roots: roots)
            guard !writes.isEmpty else { return }
            let fileManager = FileManager.default
            let run = UUID().uuidString
            var folders: [URL] = []
            var entries: [JournalEntry] = []
            defer {
                // Reached on success (the folders are empty) and on an error before the
                // commit; never after a kill, which recovery handles.
                for folder in folders { try? fileManager.removeItem(at: folder) }
            }
            for file in writes {
                let root = roots.all.first { file.destination.path.hasPrefix($0.path + "/") } ?? roots.sources
                let folder = root.appending(path: stagingPrefix + run, directoryHint: .isDirectory)
                if !folders.contains(folder) {
                    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
                    try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
                    folders.append(folder)
                }
                let staged = folder.appending(path: String(entries.count))
                entries.append(JournalEntry(staged: staged.path, destination: file.destination.path))
            }
            let staged = entries.map(\.staged)
            try onEveryCore(writes.count) { index in
                try writeFile(Data(writes[index].contents.utf8), to: URL(fileURLWithPath: staged[index]))
            }
            guard let journalFolder = folders.first else { return }
            let pending = journalFolder.appending(path: journalName + ".partial")
            try writeFile(JSONEncoder().encode(Journal(entries: entries)), to: pending)
            try renameItem(pending, to: journalFolder.appending(path: journalName))
            try apply(entries)
            try fileManager.removeItem(at: journalFolder.appending(path: journalName))
        } catch let error as DiagnosticsError {
            throw error
        } catch {
            throw DiagnosticsError([.error("cannot write the module: \(describe(error))", at: nil)])
        }
    }

    /// Finishes a committed run that was interrupted in `roots` and deletes the staging
    /// folders of runs that never committed. Returns the number of files it moved into place.
    @discardableResult
    public static func recover(roots: OutputRoots) throws -> Int {
        let folders = stagingFolders(in: roots)
        guard !folders.isEmpty else { return 0 }
        var moved = 0
        for folder in folders {
            let journal = folder.appending(path: journalName)
            guard FileManager.default.fileExists(atPath: journal.path) else { continue }
            let entries = try JSONDecoder().decode(Journal.self, from: Data(contentsOf: journal)).entries
            moved += try apply(entries)
            try FileManager.default.removeItem(at: journal)
        }
        for folder in folders { try FileManager.default.removeItem(at: folder) }
        return moved
    }

    /// The staging folders in `roots` that hold the journal of a run that did not finish.
    public static func unfinishedRuns(in roots: OutputRoots) -> [URL] {
        stagingFolders(in: roots).filter {
            FileManager.default.fileExists(atPath: $0.appending(path: journalName).path)
        }
    }

    /// Renames each staged file that is still there into place (again, for recovery).
    @discardableResult
    private static func apply(_ entries: [JournalEntry]) throws -> Int {
        let present = entries.filter { FileManager.default.fileExists(atPath: $0.staged) }
        var created: Set<String> = []
        for entry in present {
            let parent = (entry.destination as NSString).deletingLastPathComponent
            if created.insert(parent).inserted {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
        }
        try onEveryCore(present.count) { index in
            try renameItem(URL(fileURLWithPath: present[index].staged), to: URL(fileURLWithPath: present[index].destination))
        }
        return present.count
    }

    /// Runs `body` for `0..<count` on every core (file system calls wait on the disk, and
    /// many at once keep it busy); rethrows the first error.
    private static func onEveryCore(_ count: Int, _ body: @Sendable (Int) throws -> Void) throws {
        guard count > 1 else {
            if count == 1 { try body(0) }
            return
        }
        let failure = FirstFailure()
        let workers = min(count, max(2, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) where !failure.happened {
                do {
                    try body(index)
                } catch {
                    failure.record(error)
                }
            }
        }
        if let error = failure.error { throw error }
    }

    private static func stagingFolders(in roots: OutputRoots) -> [URL] {
        var folders: [URL] = []
        for root in Set(roots.all.map(\.path)).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for name in names.sorted() where name.hasPrefix(stagingPrefix) {
                folders.append(URL(fileURLWithPath: root).appending(path: name, directoryHint: .isDirectory))
            }
        }
        return folders
    }

    /// Writes `data` to a new file with plain system calls: Foundation's `Data.write` also
    /// syncs every file to disk, which a staged write does not need (a rename commits it) and
    /// which costs more than everything else a run does.
    private static func writeFile(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SystemCallFailure(path: url.path) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw SystemCallFailure(path: url.path) }
                offset += written
            }
        }
    }

    private static func renameItem(_ source: URL, to destination: URL) throws {
        if rename(source.path, destination.path) != 0 {
            throw SystemCallFailure(path: destination.path)
        }
    }

    private static func describe(_ error: Error) -> String {
        if let failure = error as? SystemCallFailure { return "\(failure.path): \(failure.reason)" }
        return error.localizedDescription
    }

    /// A failed system call, with the reason read from `errno` on the thread that made it.
    private struct SystemCallFailure: Error {
        var path: String
        var reason = String(cString: strerror(errno))
    }

    private struct Journal: Codable {
        var entries: [JournalEntry]
    }

    private struct JournalEntry: Codable {
        var staged: String
        var destination: String
    }
}

extension OutputRoots {
    var all: [URL] { [sources, tests] }
}

/// The first error of a concurrent loop.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?

    var happened: Bool { lock.withLock { first != nil } }
    var error: (any Error)? { lock.withLock { first } }

    func record(_ error: any Error) {
        lock.withLock { if first == nil { first = error } }
    }
}
