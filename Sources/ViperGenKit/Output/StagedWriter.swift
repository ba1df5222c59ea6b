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
///    (`.viper-gen-staging-<run>/`, so on the same volume), one folder per root. A file
///    whose folder is not there yet is staged in a copy of the first missing folder on its
///    way (a new module's folder, usually), which then moves in with one rename.
/// 2. A journal listing every staged file or folder and its destination is written beside
///    them and renamed to `journal` in the first root's staging folder: that rename is the
///    commit.
/// 3. The staged files and folders are renamed into place, then the journal and the
///    staging folders go.
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
        var seen: Set<String> = []
        if let twice = writes.first(where: { !seen.insert($0.destination.path).inserted }) {
            throw DiagnosticsError([.error("two files of this run go to '\(twice.displayPath)'", at: nil)])
        }
        var committed = false
        do {
            try recover(roots: roots)
            guard !writes.isEmpty else { return }
            let fileManager = FileManager.default
            let run = UUID().uuidString
            var folders: [URL] = []
            defer {
                // An error before the commit drops what was staged. After the commit the
                // journal stays for the next run to finish (success tidies up below).
                if !committed {
                    for folder in folders { try? fileManager.removeItem(at: folder) }
                }
            }
            let rootPaths = roots.all.map { (url: $0, path: RootGuard.standardized($0.path)) }
            let rootOfWrite = writes.map { file in
                let destination = file.destination.path
                return rootPaths.firstIndex { destination.hasPrefix(RootGuard.folderPrefix($0.path)) } ?? 0
            }
            // Every root's staging folder first (making the root), so no folder appears
            // after the layout has found it missing.
            var stagingPaths: [Int: String] = [:]
            for index in Set(rootOfWrite).sorted() {
                let root = rootPaths[index]
                let folder = root.url.appending(path: stagingPrefix + run, directoryHint: .isDirectory)
                try fileManager.createDirectory(at: root.url, withIntermediateDirectories: true)
                try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
                folders.append(folder)
                stagingPaths[index] = folder.path
            }
            var layout = StagingLayout()
            let staged = zip(writes, rootOfWrite).map { file, index in
                layout.stage(file.destination.path, root: rootPaths[index].path, staging: stagingPaths[index] ?? "")
            }
            let entries = layout.entries
            for folder in layout.stagedFolders { try makeFolder(folder) }
            try onEveryCore(writes.count) { index in
                try writeFile(Data(writes[index].contents.utf8), to: staged[index])
            }
            // Before the commit, so a folder that cannot be made stops the run with nothing moved.
            try makeFolders(for: entries)
            guard let journalFolder = folders.first else { return }
            let pending = journalFolder.appending(path: journalName + ".partial").path
            try writeFile(JSONEncoder().encode(Journal(entries: entries)), to: pending)
            try renameItem(pending, to: journalFolder.appending(path: journalName).path)
            committed = true
            // Everything staged is there: this run wrote it all.
            try apply(entries)
            // Every file is in place: what is left is tidying, which the next run redoes if
            // it fails here (its recovery finds nothing left to move).
            try? fileManager.removeItem(at: journalFolder.appending(path: journalName))
            for folder in folders { try? fileManager.removeItem(at: folder) }
        } catch let error as DiagnosticsError {
            throw error
        } catch {
            let rest = committed ? "; what is not in place yet stays staged, and the next 'viper-gen generate' moves it in" : ""
            throw DiagnosticsError([.error("cannot write the module: \(error.localizedDescription)\(rest)", at: nil)])
        }
    }

    /// Finishes a committed run that was interrupted in `roots` and deletes the staging
    /// folders of runs that never committed. Returns the number of files it moved into place
    /// (a staged folder counts the files in it).
    @discardableResult
    public static func recover(roots: OutputRoots) throws -> Int {
        let folders = stagingFolders(in: roots)
        guard !folders.isEmpty else { return 0 }
        var moved = 0
        for folder in folders {
            let journal = folder.appending(path: journalName)
            guard FileManager.default.fileExists(atPath: journal.path) else { continue }
            let entries = try JSONDecoder().decode(Journal.self, from: Data(contentsOf: journal)).entries
            // The interrupted run may have moved some already.
            let present = entries.filter { FileManager.default.fileExists(atPath: $0.staged) }
            try makeFolders(for: present)
            moved += present.reduce(0) { $0 + fileCount(at: $1.staged) }
            try apply(present)
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

    /// Creates the folders the staged files go in.
    private static func makeFolders(for entries: [JournalEntry]) throws {
        var created: Set<String> = []
        for entry in entries {
            let parent = RootGuard.parent(of: entry.destination)
            if created.insert(parent).inserted {
                try makeFolder(parent)
            }
        }
    }

    /// Renames staged files and folders into place (the folders they go in exist).
    private static func apply(_ entries: [JournalEntry]) throws {
        try onEveryCore(entries.count) { index in
            try move(entries[index].staged, to: entries[index].destination)
        }
    }

    /// Renames `staged` to `destination`. A staged folder whose destination has come to
    /// exist meanwhile (made by someone else, or by a run this one is finishing) is merged
    /// into it, name by name.
    private static func move(_ staged: String, to destination: String) throws {
        if rename(staged, destination) == 0 { return }
        let failure = SystemCallFailure(path: destination)
        guard failure.code == ENOTEMPTY || failure.code == EEXIST, FileStatus(of: staged) == .directory,
            FileStatus(of: destination) == .directory
        else {
            throw failure
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: staged) {
            try move(staged + "/" + name, to: destination + "/" + name)
        }
        if rmdir(staged) != 0 { throw SystemCallFailure(path: staged) }
    }

    /// 1 for a file; for a folder, the files below it.
    private static func fileCount(at path: String) -> Int {
        guard FileStatus(of: path) == .directory else { return 1 }
        let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return names.filter { FileStatus(of: path + "/" + $0) != .directory }.count
    }

    /// Creates `path` and any missing folders above it, with one system call for each
    /// folder it creates (or one in all when `path` is there already).
    private static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o777) == 0 { return }
        switch errno {
        case EEXIST:
            try checkFolder(path)
        case ENOENT:
            let parent = RootGuard.parent(of: path)
            guard parent != path else { throw SystemCallFailure(path: path) }
            try makeFolder(parent)
            if mkdir(path, 0o777) != 0 {
                guard errno == EEXIST else { throw SystemCallFailure(path: path) }
                try checkFolder(path)
            }
        default:
            throw SystemCallFailure(path: path)
        }
    }

    /// Throws unless what is at `path` is a folder. A symbolic link to a folder will do:
    /// the plan has checked where it leads.
    private static func checkFolder(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        errno = ENOTDIR
        throw SystemCallFailure(path: path)
    }

    /// Runs `body` for `0..<count`, on every core when there are many (file system calls
    /// wait on the disk, and many at once keep it busy); rethrows the first error.
    private static func onEveryCore(_ count: Int, _ body: @Sendable (Int) throws -> Void) throws {
        // A few calls cost less than starting the threads (a `new` writes about 20 files).
        guard count > 64 else {
            for index in 0..<count { try body(index) }
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
        for root in Set(roots.all.map { RootGuard.standardized($0.path) }).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for name in names.sorted() where name.hasPrefix(stagingPrefix) {
                folders.append(URL(filePath: root, directoryHint: .isDirectory).appending(path: name, directoryHint: .isDirectory))
            }
        }
        return folders
    }

    /// Writes `data` to a new file with plain system calls: Foundation's `Data.write` also
    /// syncs every file to disk, which a staged write does not need (a rename commits it) and
    /// which costs more than everything else a run does.
    private static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SystemCallFailure(path: path) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw SystemCallFailure(path: path) }
                offset += written
            }
        }
    }

    /// Paths, not URLs: making a URL from a path asks the file system whether it is a folder.
    private static func renameItem(_ source: String, to destination: String) throws {
        if rename(source, destination) != 0 {
            throw SystemCallFailure(path: destination)
        }
    }

    /// A failed system call, with the reason read from `errno` on the thread that made it.
    private struct SystemCallFailure: LocalizedError {
        var path: String
        var code = errno
        var reason = String(cString: strerror(errno))

        var errorDescription: String? { "\(path): \(reason)" }
    }

    private struct Journal: Codable {
        var entries: [JournalEntry]
    }

    /// A staged file or folder and where it goes.
    fileprivate struct JournalEntry: Codable {
        var staged: String
        var destination: String
    }
}

/// Where each file of a run is staged, and what the journal moves: a file into a folder
/// that is there moves on its own; files below a folder that is not there yet are staged in
/// a copy of the first missing folder on their way, which moves in one piece.
private struct StagingLayout {
    private(set) var entries: [StagedWriter.JournalEntry] = []
    /// Folders to create inside staging folders before the files are written, parents first.
    private(set) var stagedFolders: [String] = []
    private var stagedFolderSet: Set<String> = []
    /// A missing destination folder's copy in its staging folder.
    private var copies: [String: String] = [:]
    private var existing: [String: Bool] = [:]

    /// Where to write the file for `destination`, a path below `root`.
    mutating func stage(_ destination: String, root: String, staging: String) -> String {
        var folder = root == "/" ? "" : root
        let names = destination.dropFirst(RootGuard.folderPrefix(root).count).split(separator: "/")
        for name in names.dropLast() {
            folder += "/" + name
            guard !exists(folder) else { continue }
            let copy = copies[folder] ?? newCopy(of: folder, in: staging)
            let path = copy + "/" + destination.dropFirst(folder.count + 1)
            addStagedFolder(RootGuard.parent(of: path), below: copy)
            return path
        }
        let path = staging + "/" + String(entries.count)
        entries.append(.init(staged: path, destination: destination))
        return path
    }

    private mutating func newCopy(of folder: String, in staging: String) -> String {
        let copy = staging + "/" + String(entries.count)
        entries.append(.init(staged: copy, destination: folder))
        copies[folder] = copy
        stagedFolderSet.insert(copy)
        stagedFolders.append(copy)
        return copy
    }

    /// Adds `folder` and the folders between it and `copy` (which is listed already).
    private mutating func addStagedFolder(_ folder: String, below copy: String) {
        guard folder != copy, !stagedFolderSet.contains(folder) else { return }
        addStagedFolder(RootGuard.parent(of: folder), below: copy)
        stagedFolderSet.insert(folder)
        stagedFolders.append(folder)
    }

    /// Whether something is at `folder` (the plan has made sure it is a folder, if anything).
    private mutating func exists(_ folder: String) -> Bool {
        if let known = existing[folder] { return known }
        let found = FileStatus(of: folder) != .missing
        existing[folder] = found
        return found
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
