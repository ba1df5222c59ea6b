import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run's hold on its output roots, from before it plans to after it writes: no other
/// viper-gen run writes there meanwhile (`RootLock`), so nothing it planned against changes
/// under it, and no run mistakes another's live staging folder for a leftover.
///
/// A run that writes makes its roots first (the lock is on them) and, when it ends, removes
/// the ones it made that are still empty, so a run that fails leaves no folders behind.
public final class OutputSession {
    public enum Access: Sendable {
        /// `generate`, `new`: may write, finishes interrupted runs.
        case write
        /// `--check`, `--dry-run`: reads only, waits for a run that writes.
        case read
    }

    /// How long a run waits for another that writes to the same folders, in seconds
    /// (`VIPER_GEN_LOCK_TIMEOUT` sets it).
    public static var lockTimeout: Double {
        lockTimeout(from: ProcessInfo.processInfo.environment["VIPER_GEN_LOCK_TIMEOUT"])
    }

    /// The wait `text` sets: seconds, from 0 to a day; anything else (`nan`, `-5`, `1e400`,
    /// nothing) gives the default, 60.
    static func lockTimeout(from text: String?) -> Double {
        guard let text, let seconds = Double(text), seconds.isFinite, (0...86_400).contains(seconds)
        else { return 60 }
        return seconds
    }

    public let roots: OutputRoots
    private let layout: OutputLayout
    private let access: Access
    private let rootPaths: [String]
    private var lock: RootLock?
    /// Folders this session made for the roots, parents first.
    private var madeFolders: [String] = []
    /// What the session could not do as it should, for the run to report (roots it could
    /// not lock).
    public private(set) var warnings: [Diagnostic] = []

    /// Takes the roots of `layout` (resolved against `directory`), waiting for another run
    /// that holds them for up to `lockTimeout` seconds (default: `OutputSession.lockTimeout`).
    /// `waiting` is called with a note when it has to wait.
    public init(
        layout: OutputLayout,
        relativeTo directory: URL,
        access: Access,
        lockTimeout: Double? = nil,
        waiting: (Diagnostic) -> Void = { _ in }
    ) throws(DiagnosticsError) {
        let timeout = lockTimeout ?? Self.lockTimeout
        self.layout = layout
        self.access = access
        roots = layout.roots(relativeTo: directory)
        rootPaths = Array(Set(roots.all.map { RootGuard.standardized($0.path) })).sorted()
        for root in roots.all {
            if let problem = RootGuard.rootProblem(root.path) {
                throw DiagnosticsError([
                    .error(
                        "cannot use '\(display(RootGuard.standardized(root.path)))' as an output folder: \(problem)",
                        at: nil)
                ])
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var told: Set<String> = []
        var attempts = 0
        while lock == nil {
            attempts += 1
            if access == .write {
                for root in rootPaths { try makeRoot(root) }
            }
            do throws(RootLock.Failure) {
                lock = try RootLock(
                    roots: rootPaths, exclusive: access == .write, required: access == .write,
                    deadline: deadline
                ) { path in
                    guard told.insert(path).inserted else { return }
                    waiting(
                        Diagnostic(
                            .note, "waiting for another viper-gen run in '\(display(path))'…",
                            at: nil))
                }
            } catch {
                removeMadeFolders()
                switch error {
                case .replaced where attempts < 10:
                    continue
                case .replaced:
                    throw DiagnosticsError([
                        .error(
                            "the output folders keep being removed and made again while this run waits for them; try again",
                            at: nil)
                    ])
                case .busy(let path):
                    throw DiagnosticsError([
                        .error(
                            "another viper-gen run (or another program) holds '\(display(path))' and has not let go in \(String(format: "%g", timeout)) seconds; try again when it has finished",
                            at: nil
                        )
                    ])
                case .system(let failure):
                    throw DiagnosticsError([
                        .error(
                            "cannot use the output folder '\(display(failure.path))': \(failure.reason)",
                            at: nil)
                    ])
                }
            }
        }
        warnings = (lock?.unlockable ?? []).map { path in
            Diagnostic(
                .warning,
                "the file system of '\(display(path))' cannot lock folders; another viper-gen run writing there at the same time could interfere with this one",
                at: nil
            )
        }
    }

    deinit { close() }

    /// Removes the root folders this session made if they are empty, then lets other runs
    /// in (in that order: a run let in first could find a root gone under it).
    public func close() {
        removeMadeFolders()
        lock?.release()
        lock = nil
    }

    /// Finishes or drops what interrupted runs left in the roots (see `Recovery`), and
    /// returns the notes and warnings that say what it did.
    public func settleInterruptedRuns() throws(DiagnosticsError) -> [Diagnostic] {
        precondition(access == .write, "only a run that writes settles interrupted runs")
        return try Recovery.settle(roots: rootPaths, display: display)
    }

    /// The staging folders of runs that were interrupted after they committed, as the user
    /// names them.
    public func unfinishedRuns() -> [String] {
        Recovery.unfinished(roots: rootPaths).map(display)
    }

    /// Writes every file of `plan` that needs it, all or nothing; returns the files kept as
    /// they are because they changed in the instant they were to be replaced (see
    /// `StagedWriter`).
    @discardableResult
    public func write(_ plan: OutputPlan) throws(DiagnosticsError) -> [StagedWriter.KeptFile] {
        precondition(access == .write, "a run that reads does not write")
        return try StagedWriter.write(plan, roots: roots)
    }

    /// `path` as the user named it: below a root, that root's name and the rest.
    public func display(_ path: String) -> String {
        let named =
            [(roots.sources, layout.sources), (roots.tests, layout.tests)]
            + zip([roots.specs].compactMap { $0 }, [layout.specs].compactMap { $0 })
        var best: (root: String, name: String)?
        for (root, name) in named {
            let rootPath = RootGuard.standardized(root.path)
            if path == rootPath || path.hasPrefix(RootGuard.folderPrefix(rootPath)),
                rootPath.count > (best?.root.count ?? -1)
            {
                best = (rootPath, name)
            }
        }
        guard let best else {
            // A folder above a root: the root's name without its last names.
            for (root, name) in named {
                let below = RootGuard.standardized(root.path).dropFirst(path.count)
                guard RootGuard.standardized(root.path).hasPrefix(RootGuard.folderPrefix(path)),
                    name.hasSuffix(String(below))
                else { continue }
                let above = String(name.dropLast(below.count))
                return above.isEmpty ? "." : above
            }
            return path
        }
        if path == best.root { return best.name }
        return OutputLayout.displayPath(
            root: best.name, String(path.dropFirst(RootGuard.folderPrefix(best.root).count)))
    }

    /// Makes `root` and the folders above it that are missing, remembering which it made.
    private func makeRoot(_ root: String) throws(DiagnosticsError) {
        var missing: [String] = []
        var folder = root
        while FileStatus(of: folder) == .missing {
            missing.append(folder)
            let parent = RootGuard.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        // `folder` is there: it must be a folder, or lead to one.
        var info = stat()
        if stat(folder, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
            let what =
                FileStatus(of: folder) == .symbolicLink
                ? "a symbolic link that leads to no folder" : "a file, not a folder"
            let subject = folder == root ? "it" : "'\(display(folder))'"
            throw DiagnosticsError([
                .error(
                    "cannot use '\(display(root))' as an output folder: \(subject) is \(what)",
                    at: nil)
            ])
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                madeFolders.append(path)
            } else if errno != EEXIST {
                let failure = SystemCallFailure(path: path)
                removeMadeFolders()
                throw DiagnosticsError([
                    .error(
                        "cannot make the output folder '\(display(path))': \(failure.reason)",
                        at: nil)
                ])
            }
        }
    }

    private func removeMadeFolders() {
        // Deepest first; `rmdir` removes only what is empty, so nothing written is lost.
        for path in madeFolders.reversed() { rmdir(path) }
        madeFolders = []
    }
}
