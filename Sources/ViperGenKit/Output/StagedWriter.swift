import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a plan all or nothing, even when the process is killed part way.
///
/// 1. Every file to write is staged in a folder of the run's inside its root (see
///    `StagingFolder`; so on the same volume), one folder per root. A file whose folder is
///    not there yet is staged in a copy of the first missing folder on its way (a new
///    module's folder, usually), which then moves in with one rename.
/// 2. What can be checked is checked before the commit: name lengths, that every folder a
///    file moves into can be written and is on the staging folder's volume.
/// 3. A journal listing every staged file or folder and its destination is written and
///    renamed to `journal` in the run's first staging folder: that rename is the commit.
/// 4. The staged files and folders are renamed into place, the orphans the plan removes are
///    unlinked, then the journal and the staging folders go.
///
/// A run killed before the commit leaves only staging folders, which the next run removes
/// (the old files stand). A run killed after it leaves a journal, and the next run that
/// writes to those roots finishes the renames before anything else (see `Recovery`).
/// The caller holds the roots' lock (`OutputSession`) for the whole of it.
public enum StagedWriter {
    /// Writes `plan` below `roots`.
    ///
    /// A run never replaces what it did not read: a file the plan read (`PlannedFile.found`)
    /// that has changed by the time the run commits (Xcode saving the project, an editor
    /// saving a file being merged), or a file that has come where the plan found none, stops
    /// the run with nothing changed. One that changes in the instant between the commit and
    /// its rename is kept as it is, with its merge base, and returned as an error (the run
    /// exits 1).
    /// `committed` is called once the journal is in place, before anything moves (for tests).
    @discardableResult
    public static func write(_ plan: OutputPlan, roots: OutputRoots) throws(DiagnosticsError)
        -> [KeptFile]
    {
        try write(plan, roots: roots, committed: {})
    }

    /// A file of a run kept as it was, because it changed in the instant it was to be
    /// replaced.
    public struct KeptFile: Sendable {
        /// The destination, as the plan's files name it.
        public var path: String
        public var error: Diagnostic
    }

    static func write(_ plan: OutputPlan, roots: OutputRoots, committed onCommit: () -> Void)
        throws(DiagnosticsError) -> [KeptFile]
    {
        let writes = plan.files.filter(\.needsWrite)
        let removals = plan.files.filter(\.isRemoved)
        var seen: Set<String> = []
        if let twice = (writes + removals).first(where: {
            !seen.insert($0.destination.path).inserted
        }) {
            throw DiagnosticsError([
                .error("two files of this run go to '\(twice.displayPath)'", at: nil)
            ])
        }
        guard !writes.isEmpty || !removals.isEmpty else { return [] }
        let names = PathNames(writes + removals)
        var folders: [StagingFolder] = []
        var committed = false
        // An error before the commit drops what was staged. After the commit the journal
        // stays for the next run to finish (success tidies up below).
        defer {
            if !committed {
                for folder in folders { try? folder.remove() }
            }
        }
        do throws(WriteFailure) {
            let run = UUID().uuidString
            let rootPaths = roots.all.map { RootGuard.standardized($0.path) }
            let destinations = writes.map { $0.destination.path }
            try checkLengths(destinations, names: names)
            // Each file in the innermost root that holds it; none may be outside them all.
            var rootOfWrite: [Int] = []
            for (destination, file) in zip(destinations, writes) {
                guard let index = RootGuard.innermostRoot(of: destination, among: rootPaths) else {
                    throw WriteFailure(
                        "refusing to write '\(file.displayPath)': it is outside the output folders")
                }
                rootOfWrite.append(index)
            }
            // A run that only removes files still needs a staging folder for its journal.
            let removalList = try prepareRemovals(removals, roots: rootPaths, names: names)
            if rootOfWrite.isEmpty, let first = removalList.first {
                rootOfWrite.append(RootGuard.innermostRoot(of: first.path, among: rootPaths) ?? 0)
            }
            // Every root's staging folder first (making the root), so no folder appears
            // after the layout has found it missing. A root reached by two paths (a link)
            // is one folder, with one staging folder.
            var stagingPaths: [Int: String] = [:]
            var stagingByFolder: [FolderIdentity: String] = [:]
            for index in Set(rootOfWrite).sorted() {
                let root = rootPaths[index]
                do throws(SystemCallFailure) {
                    try makeFolder(root)
                    guard let key = FolderIdentity(of: root) else {
                        throw SystemCallFailure(path: root)
                    }
                    if let known = stagingByFolder[key] {
                        stagingPaths[index] =
                            RootGuard.folderPrefix(root)
                            + String(known.split(separator: "/").last ?? "")
                        continue
                    }
                    let folder = try StagingFolder.create(
                        in: root, run: run, primary: folders.first?.path)
                    folders.append(folder)
                    stagingPaths[index] = folder.path
                    stagingByFolder[key] = folder.path
                } catch {
                    throw WriteFailure("cannot write in '\(names.display(root))': \(error.reason)")
                }
            }
            var layout = StagingLayout()
            let staged = zip(destinations, rootOfWrite).map { destination, index in
                layout.stage(
                    destination, root: rootPaths[index], staging: stagingPaths[index] ?? "")
            }
            // A staged path is longer than its destination when the destination's folder is
            // there (on macOS, where a path holds 1,024 bytes, that can matter).
            if let long = zip(staged, writes).first(where: { $0.0.utf8.count >= Int(PATH_MAX) }) {
                throw WriteFailure(
                    "cannot write '\(long.1.displayPath)': its path, staged in its output folder, is longer than \(PATH_MAX - 1) bytes; choose a shorter output folder"
                )
            }
            var entries = layout.entries
            for folder in layout.stagedFolders {
                do throws(SystemCallFailure) {
                    try makeFolder(folder)
                } catch {
                    throw WriteFailure(
                        "cannot write '\(names.display(layout.destination(ofStaged: folder)))': \(error.reason)"
                    )
                }
            }
            try onEveryCore(writes.count) { index throws(WriteFailure) in
                do throws(SystemCallFailure) {
                    try FileWriting.write(Data(writes[index].contents.utf8), to: staged[index])
                    // A file that is replaced keeps its permissions (a project.pbxproj of
                    // mode 600 stays 600).
                    if writes[index].exists {
                        FileWriting.copyPermissions(from: destinations[index], to: staged[index])
                    }
                } catch {
                    throw WriteFailure(
                        "cannot write '\(writes[index].displayPath)': \(error.reason)")
                }
            }
            // Before the commit: a folder that cannot be made or written stops the run with
            // nothing moved.
            entries = try prepareDestinations(
                of: entries, stagedFolders: layout.copies, names: names,
                found: Dictionary(
                    writes.map { ($0.destination.path, $0.found) }, uniquingKeysWith: { $1 }))
            // The last look before the commit, after the slow part: every file the run
            // replaces, removes or creates is still as the plan found it.
            try checkUnchanged(writes + removals)
            guard let primary = folders.first else { return [] }
            let journal = Journal(run: run, entries: entries, removals: removalList)
            do throws(SystemCallFailure) {
                let pending = primary.path + "/" + StagingFolder.journalName + ".partial"
                try FileWriting.write(journal.encoded(), to: pending)
                if rename(pending, primary.journalPath) != 0 {
                    throw SystemCallFailure(path: primary.journalPath)
                }
            } catch {
                throw WriteFailure(
                    "cannot write in '\(names.display(RootGuard.parent(of: primary.path)))': \(error.reason)"
                )
            }
            committed = true
            onCommit()
            // Everything staged is there: this run wrote it all.
            var kept: [String] = []
            do throws(SystemCallFailure) {
                kept = try moveIntoPlace(entries, roots: rootPaths).kept
                for removal in removalList where try !removal.perform() {
                    if FileStatus(of: removal.path) != .missing { kept.append(removal.path) }
                }
            } catch {
                throw WriteFailure(
                    "cannot move '\(names.display(error.path))' into place: \(error.reason). The rest of this run stays staged in '\(names.display(staging: primary.path))': remove what stops it and run 'viper-gen generate' again, which moves it in, or delete that folder to drop it (its files were made from your specs)"
                )
            }
            // Every file is in place: what is left is tidying, which the next run redoes if
            // it fails here (it finds nothing left to move).
            unlink(primary.journalPath)
            for folder in folders { try? folder.remove() }
            return kept.map {
                KeptFile(
                    path: $0,
                    error: Diagnostic(
                        .error,
                        "kept '\(names.display($0))' as it is: it was changed or made while this run was writing it, and replacing it would lose that change; run viper-gen again",
                        at: nil))
            }
        } catch {
            throw DiagnosticsError([
                .error(
                    error.message + (committed ? "" : "; nothing was changed")
                        + (error.advice.map { ": " + $0 } ?? ""), at: nil)
            ])
        }
    }

    /// Checks that each orphan of `removals` can be removed (its folder can be written in,
    /// the file is not immutable) and notes which file it is, so that neither this run nor
    /// one finishing it removes a file made or changed since. A file gone meanwhile is
    /// left out.
    private static func prepareRemovals(
        _ removals: [PlannedFile], roots: [String], names: PathNames
    ) throws(WriteFailure) -> [Removal] {
        var prepared: [Removal] = []
        for file in removals {
            let path = file.destination.path
            guard RootGuard.innermostRoot(of: path, among: roots) != nil else {
                throw WriteFailure(
                    "refusing to remove '\(file.displayPath)': it is outside the output folders")
            }
            guard let identity = FileIdentity(of: path) else { continue }
            // The file the plan found, if it looked (checked again before the commit).
            let planned: FileIdentity? =
                if case .file(let found) = file.found { found } else { nil }
            // Permissions on the folder stop an unlink; so does an immutable flag on the file.
            if access(RootGuard.parent(of: path), W_OK) != 0 {
                throw WriteFailure(
                    "cannot remove '\(file.displayPath)'\(file.isModuleFile ? "" : ", which the spec no longer makes"): \(String(cString: strerror(errno))) (can its folder be written in?)"
                )
            }
            if access(path, W_OK) != 0, errno == EPERM || errno == EROFS {
                throw WriteFailure(
                    "cannot remove '\(file.displayPath)'\(file.isModuleFile ? "" : ", which the spec no longer makes"): \(String(cString: strerror(errno))) (is it locked or immutable?)"
                )
            }
            if let flag = InodeFlags.blocking(path)
                ?? InodeFlags.blocking(RootGuard.parent(of: path)).map({
                    "in a folder that is \($0)"
                })
            {
                throw WriteFailure(
                    "cannot remove '\(file.displayPath)'\(file.isModuleFile ? "" : ", which the spec no longer makes"): it is \(flag) (chattr); clear the flag, or remove the file yourself"
                )
            }
            prepared.append(Removal(path: path, removes: planned ?? identity))
        }
        return prepared
    }

    /// Throws when a file of `files` is no longer as the plan found it: another file, other
    /// bytes, or a file where there was none. Rereads each file whose bytes the plan kept (a
    /// write in place within one tick of the file system's clock keeps size and time): the
    /// files the run replaces or removes, each up to the size the plan read (a file too large
    /// to keep is compared by identity alone).
    private static func checkUnchanged(_ files: [PlannedFile]) throws(WriteFailure) {
        let changedAt = ChangedFiles(count: files.count)
        onEveryCore(files.count) { index in
            let file = files[index]
            let path = file.destination.path
            let changed: Bool
            switch file.found {
            case nil:
                changed = false
            case .nothing?:
                changed = FileStatus(of: path) != .missing
            case .file(let identity)?:
                if FileIdentity(of: path) != identity {
                    changed = true
                } else if let data = file.existingData {
                    changed = BoundedFile.read(path, limit: data.count) != .success(data)
                } else {
                    changed = false
                }
            }
            if changed { changedAt.mark(index) }
        }
        let changed = changedAt.indices.map { files[$0] }
        guard let first = changed.first else { return }
        let others =
            changed.count == 1
            ? ""
            : changed.count == 2 ? " (and 1 other file)" : " (and \(changed.count - 1) other files)"
        let what = first.found == .nothing ? "was made" : "changed"
        throw WriteFailure(
            "'\(first.displayPath)'\(others) \(what) while this run was working (saved by an editor or Xcode?), and writing would lose that change",
            then: "run viper-gen again")
    }

    /// A failure of a write, in the user's terms: their paths, not the staging folder's.
    struct WriteFailure: Error {
        var message: String
        /// What to do, said after "nothing was changed".
        var advice: String?
        init(_ message: String, then advice: String? = nil) {
            self.message = message
            self.advice = advice
        }
    }

    /// Refuses names the file system would refuse only at the rename (after the commit): a
    /// name longer than `NAME_MAX` bytes, a path longer than `PATH_MAX`.
    private static func checkLengths(_ destinations: [String], names: PathNames)
        throws(WriteFailure)
    {
        for destination in destinations {
            if destination.utf8.count >= Int(PATH_MAX) {
                throw WriteFailure(
                    "cannot write '\(names.display(destination))': the path is longer than \(PATH_MAX - 1) bytes"
                )
            }
            if let long = destination.split(separator: "/").first(where: {
                $0.utf8.count > Int(NAME_MAX)
            }) {
                throw WriteFailure(
                    "cannot write '\(names.display(destination))': the name '\(long.prefix(40))…' is longer than \(NAME_MAX) bytes"
                )
            }
        }
    }

    /// Makes the folders the staged files go in and checks that each can take them: free, or
    /// a file that can be replaced (not immutable); in a folder that can be written in, on
    /// the volume of its staging folder (a rename cannot cross volumes). `stagedFolders` are
    /// the entries that move a folder. Returns the entries with what each replaces, so that
    /// finishing an interrupted run never replaces a file made or changed since.
    private static func prepareDestinations(
        of entries: [JournalEntry],
        stagedFolders: Set<String>,
        names: PathNames,
        found: [String: PlannedFile.Found?]
    ) throws(WriteFailure) -> [JournalEntry] {
        var devices: [String: dev_t] = [:]
        var checked: Set<String> = []
        var prepared = entries
        for (index, entry) in entries.enumerated() {
            // A staged folder moves into a place that is free or a folder (merged); a staged
            // file into one that is free or a file.
            let movesFolder = stagedFolders.contains(entry.staged)
            switch FileStatus(of: entry.destination) {
            case .directory where !movesFolder:
                throw WriteFailure(
                    "cannot write '\(names.display(entry.destination))': a directory is in the way")
            case .symbolicLink:
                throw WriteFailure(
                    "cannot write '\(names.display(entry.destination))': a symbolic link is in the way"
                )
            case .regular, .other:
                if movesFolder {
                    throw WriteFailure(
                        "cannot write in '\(names.display(entry.destination))': a file is there, not a folder"
                    )
                }
                // Permissions do not stop a rename over a file; an immutable flag does.
                if access(entry.destination, W_OK) != 0, errno == EPERM || errno == EROFS {
                    throw WriteFailure(
                        "cannot replace '\(names.display(entry.destination))': \(String(cString: strerror(errno))) (is it locked or immutable?)"
                    )
                }
                // Nor does an append-only flag, on the file or on its folder.
                let parentFlag = InodeFlags.blocking(RootGuard.parent(of: entry.destination)).map {
                    "in a folder that is \($0)"
                }
                if let flag = InodeFlags.blocking(entry.destination) ?? parentFlag {
                    throw WriteFailure(
                        "cannot replace '\(names.display(entry.destination))': it is \(flag) (chattr); clear the flag, or leave the file out of the run"
                    )
                }
                // The file the plan read, which the run replaces only if it is still there;
                // what is there now when the plan did not look.
                switch found[entry.destination] ?? nil {
                case .file(let identity)?: prepared[index].replaces = identity
                case .nothing?: break
                case nil: prepared[index].replaces = FileIdentity(of: entry.destination)
                }
            default:
                break
            }
            let parent = RootGuard.parent(of: entry.destination)
            guard checked.insert(parent).inserted else { continue }
            do throws(SystemCallFailure) {
                try makeFolder(parent)
            } catch {
                let obstacle = RootGuard.firstNonFolder(
                    on: parent, below: "/", followingLinks: true
                )
                .map { "'\(names.display($0))' is a file, not a folder" }
                throw WriteFailure(
                    "cannot write '\(names.display(entry.destination))': \(obstacle ?? error.reason)"
                )
            }
            if access(parent, W_OK | X_OK) != 0 {
                throw WriteFailure(
                    "cannot write in '\(names.display(parent))': \(String(cString: strerror(errno)))"
                )
            }
            let stagingFolder = RootGuard.parent(of: entry.staged)
            if devices[stagingFolder] == nil {
                var info = stat()
                if stat(stagingFolder, &info) == 0 { devices[stagingFolder] = info.st_dev }
            }
            var info = stat()
            guard stat(parent, &info) == 0 else { continue }
            if let device = devices[stagingFolder], info.st_dev != device {
                throw WriteFailure(
                    "cannot write in '\(names.display(parent))': it is on another volume than its output folder (a mount point inside it); files cannot move there in one step"
                )
            }
            // In a folder with the sticky bit (as /tmp has), only a file's owner, or the
            // folder's, may replace it.
            if info.st_mode & S_ISVTX != 0, geteuid() != 0, info.st_uid != geteuid() {
                var file = stat()
                if lstat(entry.destination, &file) == 0, file.st_uid != geteuid() {
                    throw WriteFailure(
                        "cannot replace '\(names.display(entry.destination))': it belongs to another user, in a folder that lets only its owner replace it"
                    )
                }
            }
        }
        return prepared
    }

    /// What moving a run's staged files into place did.
    struct MoveOutcome {
        /// Regular files moved (a staged folder counts the files in it), when counted.
        var moved = 0
        /// Destinations left as they are: something was made or changed there meanwhile.
        var kept: [String] = []
    }

    /// Moves the staged files and folders of `entries` into place (the folders they go in
    /// exist), as a run does after its commit and as the next run does when it finishes one
    /// that was interrupted. Never over what the run did not expect there: a staged file
    /// replaces only the file its entry's `replaces` names, and goes where nothing was only if
    /// nothing has come; a staged folder merges, name by name, into one that has come to exist.
    /// What is in the way is kept, and listed.
    ///
    /// The merge bases (what is in a root's `ToolFolder`) move last, and only once the file
    /// each describes has: a user-owned file kept as it is keeps its old base, so the next
    /// `--merge` still brings the change; a new base beside an old file would say the file
    /// has it. `counting` counts the files moved (a walk of each staged folder).
    static func moveIntoPlace(_ entries: [JournalEntry], roots: [String], counting: Bool = false)
        throws(SystemCallFailure) -> MoveOutcome
    {
        let toolFolders = roots.map { RootGuard.folderPrefix($0) + ToolFolder.name }
        func isBase(_ entry: JournalEntry) -> Bool {
            toolFolders.contains {
                entry.destination == $0 || entry.destination.hasPrefix($0 + "/")
            }
        }
        let bases = entries.filter(isBase)
        let files = entries.filter { !isBase($0) }
        let tally = Tally()
        // Each entry's outcome, in the order of `files` then `bases` (`first` is the entries'
        // place in it).
        func moveAll(_ entries: [JournalEntry], first: Int) throws(SystemCallFailure) {
            try onEveryCore(entries.count) { index throws(SystemCallFailure) in
                let entry = entries[index]
                tally.add(
                    try move(
                        entry.staged, to: entry.destination, replacing: entry.replaces,
                        counting: counting),
                    order: first + index)
            }
        }
        try moveAll(files, first: 0)
        for kept in tally.outcome.kept {
            guard let root = RootGuard.innermostRoot(of: kept, among: roots).map({ roots[$0] })
            else { continue }
            let base = MergeBase(
                of: String(kept.dropFirst(RootGuard.folderPrefix(root).count)), root: root,
                rootDisplay: root
            ).path
            // The base's staged copy, alone or in a staged folder of bases.
            for entry in bases
            where base == entry.destination || base.hasPrefix(entry.destination + "/") {
                unlink(entry.staged + base.dropFirst(entry.destination.count))
            }
        }
        try moveAll(bases.filter { FileStatus(of: $0.staged) != .missing }, first: files.count)
        return tally.outcome
    }

    /// Moves `staged` to `destination` as `moveIntoPlace` says.
    private static func move(
        _ staged: String, to destination: String, replacing expected: FileIdentity?,
        counting: Bool
    ) throws(SystemCallFailure) -> MoveOutcome {
        let stagedIsFolder = FileStatus(of: staged) == .directory
        var outcome = MoveOutcome()
        // Linked in already (by a run stopped before it unlinked its staged copy, or by a
        // `link` that a network file system reported as failed): only the staged name goes.
        if !stagedIsFolder, isSameFile(staged, destination) {
            unlink(staged)
            outcome.moved = 1
            return outcome
        }
        switch FileStatus(of: destination) {
        case .missing where stagedIsFolder:
            if rename(staged, destination) != 0 {
                let failure = SystemCallFailure(path: destination)
                switch FileStatus(of: destination) {
                // A folder that has come to exist meanwhile: merged into, below.
                case .directory where failure.code == ENOTEMPTY || failure.code == EEXIST:
                    return try move(
                        staged, to: destination, replacing: expected, counting: counting)
                // A file that has come where the folder goes: kept.
                case .regular, .symbolicLink, .other:
                    outcome.kept.append(destination)
                    return outcome
                default:
                    throw failure
                }
            }
            outcome.moved = counting ? (regularFileCount(at: destination) ?? 0) : 0
        case .missing:
            // A link fails if a file has come meanwhile, where a rename would replace it.
            if link(staged, destination) == 0 {
                unlink(staged)
            } else if errno == EEXIST {
                if isSameFile(staged, destination) {
                    unlink(staged)
                } else {
                    outcome.kept.append(destination)
                    return outcome
                }
            } else if rename(staged, destination) != 0 {
                // A file system without links.
                throw SystemCallFailure(path: destination)
            }
            outcome.moved = 1
        case .directory where stagedIsFolder:
            let names: [String]
            do {
                // In one order, so that what is kept is listed in one order.
                names = try FileManager.default.contentsOfDirectory(atPath: staged).sorted()
            } catch {
                throw SystemCallFailure(path: staged)
            }
            for name in names {
                let inner = try move(
                    staged + "/" + name, to: destination + "/" + name, replacing: nil,
                    counting: counting)
                outcome.moved += inner.moved
                outcome.kept += inner.kept
            }
        case .regular where !stagedIsFolder && expected != nil:
            // The last look before the rename: the file the run read, or kept.
            guard FileIdentity(of: destination) == expected else {
                outcome.kept.append(destination)
                return outcome
            }
            if rename(staged, destination) != 0 { throw SystemCallFailure(path: destination) }
            outcome.moved = 1
        default:
            outcome.kept.append(destination)
        }
        return outcome
    }

    /// Whether `first` and `second` are one file (two names of one inode).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        return lstat(first, &one) == 0 && lstat(second, &other) == 0
            && one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// 1 for a regular file; for a folder, the regular files below it; `nil` if anything at
    /// or below `path` is neither (a link, a device), or the folder holds more than `limit`
    /// names.
    static func regularFileCount(at path: String, limit: Int = 100_000) -> Int? {
        switch FileStatus(of: path) {
        case .regular: return 1
        case .directory: break
        default: return nil
        }
        guard let names = FileManager.default.enumerator(atPath: path) else { return nil }
        var files = 0
        var seen = 0
        for case let name as String in names {
            seen += 1
            guard seen <= limit else { return nil }
            switch FileStatus(of: path + "/" + name) {
            case .regular: files += 1
            case .directory: continue
            default: return nil
            }
        }
        return files
    }

    /// Creates `path` and any missing folders above it: a `mkdir` for each folder it creates,
    /// or a `mkdir` and a `stat` when `path` is there already.
    static func makeFolder(_ path: String) throws(SystemCallFailure) {
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
    private static func checkFolder(_ path: String) throws(SystemCallFailure) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        errno = ENOTDIR
        throw SystemCallFailure(path: path)
    }

    /// Runs `body` for `0..<count`, on every core when there are many (file system calls
    /// wait on the disk, and many at once keep it busy); rethrows the first error.
    private static func onEveryCore<Failure: Error>(
        _ count: Int, _ body: @Sendable (Int) throws(Failure) -> Void
    ) throws(Failure) {
        // A few calls cost less than starting the threads (a `new` writes about 20 files).
        guard count > 64 else {
            for index in 0..<count { try body(index) }
            return
        }
        let failure = FirstFailure<Failure>()
        let workers = min(count, max(2, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) where !failure.happened {
                do throws(Failure) {
                    try body(index)
                } catch {
                    failure.record(error)
                }
            }
        }
        if let error = failure.error { throw error }
    }

    /// What a committed run must still do: its staged files and folders and where each goes,
    /// and the orphans it removes.
    struct Journal: Codable {
        static let version = 2
        var version = Journal.version
        var run: String
        var entries: [JournalEntry]
        var removals: [Removal]? = nil

        func encoded() -> Data {
            // Never fails: strings and an integer.
            (try? JSONEncoder().encode(self)) ?? Data()
        }
    }

    /// A staged file or folder and where it goes.
    struct JournalEntry: Codable, Hashable {
        var staged: String
        var destination: String
        /// The file at the destination when the run committed, which the staged file
        /// replaces; `nil` when nothing was there.
        var replaces: FileIdentity?
    }

    /// An orphan a run removes: the file at `path`, if it is still the one `removes` names.
    struct Removal: Codable, Hashable {
        var path: String
        var removes: FileIdentity

        /// Removes the file if it is still the one the run planned to remove; false when
        /// it is gone, or is another file or has changed (then it is kept).
        func perform() throws(SystemCallFailure) -> Bool {
            guard FileIdentity(of: path) == removes else { return false }
            if unlink(path) != 0, errno != ENOENT { throw SystemCallFailure(path: path) }
            return true
        }
    }
}

/// Names for the paths of a run as the user wrote them: "Sources/App/Cars", not the absolute
/// path, taken from the display paths of the run's files.
struct PathNames {
    private var byDestination: [String: String] = [:]
    private var destinations: [String] = []

    init(_ files: [PlannedFile]) {
        for file in files {
            byDestination[file.destination.path] = file.displayPath
        }
        destinations = byDestination.keys.sorted()
    }

    /// A staging folder as the user would find it: its root as the user names it, and its name.
    func display(staging path: String) -> String {
        let root = display(RootGuard.parent(of: path))
        let name = String(path.split(separator: "/").last ?? "")
        return root == "." ? name : root + "/" + name
    }

    /// `path` (a file of the run, or a folder above one) as the user names it; the path
    /// itself when no file of the run is at or below it.
    func display(_ path: String) -> String {
        if let known = byDestination[path] { return known }
        let prefix = RootGuard.folderPrefix(path)
        // The first destination below `path`, found by binary search in the sorted list.
        var low = 0
        var high = destinations.count
        while low < high {
            let middle = (low + high) / 2
            if destinations[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        guard low < destinations.count, destinations[low].hasPrefix(prefix),
            let display = byDestination[destinations[low]]
        else {
            return path
        }
        let below = destinations[low].dropFirst(prefix.count)
        guard display.hasSuffix("/" + below) else { return display == String(below) ? "." : path }
        return String(display.dropLast(below.count + 1))
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
    private var copyOfFolder: [String: String] = [:]
    /// The copies, which move as folders.
    var copies: Set<String> { Set(copyOfFolder.values) }
    private var existing: [String: Bool] = [:]

    /// Where to write the file for `destination`, a path below `root`.
    mutating func stage(_ destination: String, root: String, staging: String) -> String {
        var folder = root == "/" ? "" : root
        let names = destination.dropFirst(RootGuard.folderPrefix(root).count).split(separator: "/")
        for name in names.dropLast() {
            folder += "/" + name
            guard !exists(folder) else { continue }
            let copy = copyOfFolder[folder] ?? newCopy(of: folder, in: staging)
            let path = copy + "/" + destination.dropFirst(folder.count + 1)
            addStagedFolder(RootGuard.parent(of: path), below: copy)
            return path
        }
        let path = staging + "/" + String(entries.count)
        entries.append(.init(staged: path, destination: destination))
        return path
    }

    /// Where the staged folder `path` (a copy, or a folder in one) goes.
    func destination(ofStaged path: String) -> String {
        for entry in entries where path == entry.staged || path.hasPrefix(entry.staged + "/") {
            return entry.destination + path.dropFirst(entry.staged.count)
        }
        return path
    }

    private mutating func newCopy(of folder: String, in staging: String) -> String {
        let copy = staging + "/" + String(entries.count)
        entries.append(.init(staged: copy, destination: folder))
        copyOfFolder[folder] = copy
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
    var all: [URL] { [sources, tests] + [xcodeProject, specs].compactMap { $0 } + extra }
}

/// The files `checkUnchanged` found changed, by index, from any thread.
private final class ChangedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var marked: [Int] = []

    init(count: Int) { marked.reserveCapacity(min(count, 16)) }

    var indices: [Int] { lock.withLock { marked.sorted() } }

    func mark(_ index: Int) { lock.withLock { marked.append(index) } }
}

/// What the threads of `moveIntoPlace` did, added up.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var moved = 0
    private var kept: [(order: Int, paths: [String])] = []

    /// The sum, with the files kept in the order of their entries (whichever thread moved them).
    var outcome: StagedWriter.MoveOutcome {
        lock.withLock {
            StagedWriter.MoveOutcome(
                moved: moved, kept: kept.sorted { $0.order < $1.order }.flatMap(\.paths))
        }
    }

    func add(_ outcome: StagedWriter.MoveOutcome, order: Int) {
        lock.withLock {
            moved += outcome.moved
            if !outcome.kept.isEmpty { kept.append((order, outcome.kept)) }
        }
    }
}

/// The first error of a concurrent loop.
private final class FirstFailure<Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Failure?

    var happened: Bool { lock.withLock { first != nil } }
    var error: Failure? { lock.withLock { first } }

    func record(_ error: Failure) {
        lock.withLock { if first == nil { first = error } }
    }
}
