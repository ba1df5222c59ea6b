import Diagnostics
import Foundation

/// The two folders a run may write below.
public struct OutputRoots: Sendable {
    public var sources: URL
    public var tests: URL
    /// The `.xcodeproj` folder, when the run edits an Xcode project.
    public var xcodeProject: URL?

    public init(sources: URL, tests: URL, xcodeProject: URL? = nil) {
        self.sources = sources.standardizedFileURL
        self.tests = tests.standardizedFileURL
        self.xcodeProject = xcodeProject?.standardizedFileURL
    }

    func root(for kind: FileKind) -> URL {
        kind == .source ? sources : tests
    }
}

/// What a run will do with one file, and why.
public enum FileAction: Sendable, Equatable {
    case create
    case update
    case unchanged
    /// A user-owned file that exists and is left alone.
    case skip(reason: String)
    /// A generator-owned file made from the module's spec that the spec no longer gives (an
    /// orphan): a route removed, the architecture switched.
    case remove
    /// A user-owned file into which `--merge` carried the change between its merge base and
    /// the new rendering, cleanly.
    case merge
    /// A user-owned file where the change `--merge` carries collides with the user's: written
    /// with both sides between conflict markers, whose first lines (1-based) these are.
    case conflict(lines: [Int])

    public var name: String {
        switch self {
        case .create: "create"
        case .update: "update"
        case .unchanged: "unchanged"
        case .skip: "skip"
        case .remove: "remove"
        case .merge: "merge"
        case .conflict: "conflict"
        }
    }
}

/// One file of a run: where it goes, who owns it, what it will contain and what will happen to it.
public struct PlannedFile: Sendable {
    public var destination: URL
    /// The path as the user named the root, for reports ("Sources/App/Cars/Car.swift").
    public var displayPath: String
    public var owner: FileOwner
    public var contents: String
    public var action: FileAction
    /// The bytes on disk now, when the file exists and is small enough to show in a diff
    /// (`ExistingFile.maximumShownSize`) or holds the same text.
    public var existingData: Data?
    /// What is on disk now as text (bytes that are not UTF-8 read as U+FFFD), when
    /// `existingData` holds it.
    public var existing: String? { existingData.map { String(decoding: $0, as: UTF8.self) } }
    /// The size of what is on disk now, in bytes; `nil` when nothing is there.
    public var existingSize: Int?
    /// Whether the file on disk at a generator-owned path lacks the marker (someone wrote
    /// it by hand) and `--force` replaces it.
    public var replacesHandWrittenFile = false

    public var needsWrite: Bool {
        switch action {
        case .create, .update, .merge, .conflict: true
        case .unchanged, .skip, .remove: false
        }
    }

    /// Whether the file is the merge base of a user-owned file (`MergeBase`): the text
    /// viper-gen last wrote there, kept for `--merge`.
    public var isMergeBase = false

    /// Whether `--merge` left conflict markers in the file.
    public var hasConflicts: Bool {
        if case .conflict = action { return true }
        return false
    }

    /// The change writing the file (or removing it) makes to what is on disk, as a unified
    /// diff (`git diff` style: a new file from `/dev/null`); `nil` when the file on disk is too
    /// large to show (over `ExistingFile.maximumShownSize`).
    public var diff: Data? {
        if exists, existingData == nil { return nil }
        return UnifiedDiff.make(
            old: existingData ?? Data(),
            new: Data(contents.utf8),
            oldName: existingData == nil ? "/dev/null" : "a/\(displayPath)",
            newName: isRemoved ? "/dev/null" : "b/\(displayPath)"
        )
    }

    /// For a user-owned file `--merge` merges (cleanly or not), the change the merge makes to
    /// what is on disk, as a unified diff; `nil` for any other file.
    public var mergeDiff: Data? {
        guard action == .merge || hasConflicts, existingData != nil else { return nil }
        return diff
    }

    /// Whether the run removes the file (an orphan).
    public var isRemoved: Bool { action == .remove }

    /// Whether the file is a user-owned file of a shape the module had before, which the
    /// run keeps and lists.
    public var isLeftover = false

    /// Whether a file is there now.
    public var exists: Bool { existingSize != nil }
    /// Whether the module's template made it a source or a test, when it did: a run whose
    /// sources and tests share a folder still tells them apart (the Xcode project's targets).
    public var kind: FileKind?

    public init(
        destination: URL,
        displayPath: String,
        owner: FileOwner,
        contents: String,
        action: FileAction,
        existing: String? = nil,
        existingData: Data? = nil,
        existingSize: Int? = nil
    ) {
        self.destination = destination
        self.displayPath = displayPath
        self.owner = owner
        self.contents = contents
        self.action = action
        self.existingData = existingData ?? existing.map { Data($0.utf8) }
        self.existingSize = existingSize ?? self.existingData?.count
    }
}

/// What is on disk where a file of the plan goes, read no further than comparing it with the
/// new text, or showing it in a diff, needs: a 2 GiB file there costs one `read` of a few bytes
/// more than the new text.
struct ExistingFile {
    /// Larger files are compared, not shown: `--check` says that they differ, without a diff.
    static let maximumShownSize = 1 << 20

    /// Whether the first line of the file at `path` (whose bytes are `data`, when they were
    /// read) holds the marker of generator-owned files.
    static func hasMarker(_ data: Data?, at path: String) -> Bool {
        let head = data.map { $0.prefix(512) } ?? BoundedFile.readPrefix(path, count: 512)
        let firstLine = head.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: firstLine, as: UTF8.self).contains(Renderer.generatedMarker)
    }

    /// The size in bytes (at least, for a file that states none and runs past the limit).
    var size: Int
    /// The bytes, when they are the new text's or few enough to show.
    var data: Data?
    var isSame: Bool

    /// Reads the regular file at `path` (the plan has looked at it) to compare it with `contents`.
    static func read(_ path: String, comparingWith contents: String, lookFirst: Bool) -> Result<
        ExistingFile, BoundedFile.Failure
    > {
        let new = Data(contents.utf8)
        let limit = max(new.count, maximumShownSize)
        switch BoundedFile.read(path, limit: limit, lookFirst: lookFirst) {
        case .success(let data):
            return .success(ExistingFile(size: data.count, data: data, isSame: data == new))
        case .failure(.tooLarge(let stated)):
            return .success(ExistingFile(size: stated ?? limit + 1, data: nil, isSame: false))
        case .failure(let failure):
            return .failure(failure)
        }
    }
}

/// Every file of a run compared with the disk: create, update, unchanged or skip.
public struct OutputPlan: Sendable {
    public var files: [PlannedFile]

    /// Why two paths of a run that differ only in case may not both be written, for the
    /// diagnostics of every place that compares them.
    public static let caseClashReason =
        "which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file"

    /// Why an existing user-owned file is left alone: what every run without `--force` or
    /// `--merge` does with it, so the report lists it only when asked to (`--verbose`).
    public static let userFileExistsReason = "user-owned file exists"

    public init(files: [PlannedFile]) {
        self.files = files
    }

    /// Generator-owned files that are missing, differ from what the spec gives, or that the
    /// spec no longer gives (orphans), each as a unified diff (`git diff` style), or `nil` for
    /// a file too large to show (over `ExistingFile.maximumShownSize`). Changes to user-owned
    /// files are never drift.
    public var drift: [(file: PlannedFile, diff: Data?)] {
        files.filter { $0.owner == .generator && ($0.needsWrite || $0.isRemoved) }.map {
            ($0, $0.diff)
        }
    }

    /// Compares `rendered` with what is below `roots`. Refuses paths that would leave a root.
    /// With `merge` (`--merge`), a user-owned file that exists gets the change between its
    /// merge base and its rendering (see `ThreeWayMerge`); every user-owned file the run writes
    /// or merges gets its rendering as its new merge base (see `MergeBase`).
    /// With `markerLine` (the first line of the generator-owned files of the module's spec),
    /// the files in the folders the module writes to that start with that line but that
    /// `rendered` no longer names are planned for removal (see `Orphans`).
    public static func make(
        _ rendered: [RenderedFile],
        roots: OutputRoots,
        rootDisplayNames: [FileKind: String],
        force: Bool,
        merge: Bool = false,
        markerLine: String? = nil
    ) throws(DiagnosticsError) -> OutputPlan {
        var diagnostics = DiagnosticCollector()
        var files: [PlannedFile] = []
        var rootGuard = RootGuard()
        var reported: Set<String> = []
        var folders = Orphans.Folders()
        // The problems of the bases' folders said so far (see `MergeBase`).
        var reportedForBases: Set<String> = []
        // Standardized as text like the destinations, so `//` in a root does not keep its files out.
        let sourcesPath = RootGuard.standardized(roots.sources.path)
        let testsPath = RootGuard.standardized(roots.tests.path)
        for file in rendered {
            let display = OutputLayout.displayPath(
                root: rootDisplayNames[file.kind] ?? ".", file.path)
            let rootPath = file.kind == .source ? sourcesPath : testsPath
            // `.` and `..` resolved as text (as URL's `standardized` does), without Foundation's URL work per file.
            let path = RootGuard.standardized(rootPath + "/" + file.path)
            let destination = URL(filePath: path, directoryHint: .notDirectory)
            let status = FileStatus(of: path)
            let rootDisplay = rootDisplayNames[file.kind] ?? "."
            folders.add(path, root: rootPath, rootDisplay: rootDisplay)
            if let problem = rootGuard.problem(
                with: path, status: status, inside: rootPath, rootDisplay: rootDisplay)
            {
                // A folder's problem is every file's below it: say it once.
                if !problem.sharedByFolder || reported.insert(problem.reason).inserted {
                    diagnostics.error("refusing to write '\(display)': \(problem.reason)", at: nil)
                }
                continue
            }
            var existing: ExistingFile?
            switch status {
            case .directory:
                diagnostics.error("cannot write '\(display)': a directory is in the way", at: nil)
                continue
            case .missing:
                break
            case .regular, .symbolicLink, .other:
                // Anything but a regular file is refused before it is opened.
                switch ExistingFile.read(
                    path, comparingWith: file.contents, lookFirst: status != .regular)
                {
                case .success(let found):
                    existing = found
                case .failure(.notRegular(let kind)):
                    diagnostics.error(
                        "cannot write '\(display)': \(kind) is in the way; move it, or name another output folder",
                        at: nil)
                    continue
                case .failure(let failure):
                    diagnostics.error("cannot read '\(display)': \(failure.reason)", at: nil)
                    continue
                }
            }
            var action: FileAction
            var handWritten = false
            var contents = file.contents
            // Whether the rendering becomes the file's merge base, and where that base is.
            var recordsBase = file.owner == .user && file.recordsMergeBase
            // Made at most once per file, and only for a file that merges or records a base.
            var base: MergeBase?
            func mergeBase() -> MergeBase {
                let made =
                    base ?? MergeBase(of: file.path, root: rootPath, rootDisplay: rootDisplay)
                base = made
                return made
            }
            switch (existing, file.owner) {
            case (nil, _): action = .create
            case (let found?, _) where found.isSame:
                action = .unchanged
                recordsBase = recordsBase && merge
            case (let found?, .generator):
                // A file without the marker in its first line is not one this tool wrote
                // there: someone's own, which only --force may replace.
                handWritten = !ExistingFile.hasMarker(found.data, at: path)
                if handWritten, !force {
                    diagnostics.error(
                        "'\(display)' was not written by viper-gen (its first line has no '\(Renderer.generatedMarker)'); move it, or pass --force to replace it",
                        at: nil
                    )
                    continue
                }
                action = .update
            case (let found?, .user) where merge && !force:
                let merge = mergeBase().merge(
                    file.contents, into: found, rootGuard: &rootGuard, reported: &reportedForBases,
                    diagnostics: &diagnostics)
                guard let merged = merge else { continue }
                (action, contents, recordsBase) = (
                    merged.action, merged.contents, recordsBase && merged.recordsBase
                )
            case (_, .user):
                action = force ? .update : .skip(reason: Self.userFileExistsReason)
                recordsBase = recordsBase && force
            }
            var planned = PlannedFile(
                destination: destination,
                displayPath: display,
                owner: file.owner,
                contents: contents,
                action: action,
                existingData: existing?.data,
                existingSize: existing?.size
            )
            planned.kind = file.kind
            planned.replacesHandWrittenFile = handWritten
            files.append(planned)
            if recordsBase {
                if let record = mergeBase().record(
                    file.contents, rootGuard: &rootGuard, reported: &reportedForBases,
                    diagnostics: &diagnostics)
                {
                    files.append(record)
                }
            }
        }
        try diagnostics.throwIfErrors()
        if let markerLine {
            files += Orphans.find(in: folders, markerLine: markerLine)
        }
        return OutputPlan(files: files)
    }

    /// Lists the files at `paths` (below their kind's root) that are there and that this
    /// plan does not name: user-owned files of a shape the module had before, kept.
    mutating func noteLeftovers(
        _ paths: [(kind: FileKind, path: String)], roots: OutputRoots,
        rootDisplayNames: [FileKind: String]
    ) {
        var named = Set(files.map { $0.destination.path.lowercased() })
        var rootGuard = RootGuard()
        for (kind, relative) in paths {
            let rootPath = RootGuard.standardized(roots.root(for: kind).path)
            let path = RootGuard.standardized(rootPath + "/" + relative)
            let rootDisplay = rootDisplayNames[kind] ?? "."
            guard FileStatus(of: path) == .regular, named.insert(path.lowercased()).inserted,
                rootGuard.problem(
                    with: path, status: .regular, inside: rootPath, rootDisplay: rootDisplay) == nil
            else { continue }
            var file = PlannedFile(
                destination: URL(filePath: path, directoryHint: .notDirectory),
                displayPath: OutputLayout.displayPath(root: rootDisplay, relative),
                owner: .user,
                contents: "",
                action: .skip(reason: "no longer part of the module; kept, as it is user-owned")
            )
            file.isLeftover = true
            files.append(file)
        }
    }
}

/// What is at a path, without following a symbolic link there.
enum FileStatus {
    case missing
    case regular
    case directory
    case symbolicLink
    case other

    init(of path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}

/// Keeps writes inside their root, whatever `..` or symbolic links say. Each folder is
/// checked once per plan: a module's files share a few folders.
struct RootGuard {
    private var resolvedRoots: [String: String] = [:]
    /// For each root, and each folder checked so far, why the folder is not safely inside
    /// that root (or `nil`).
    private var folders: [String: [String: String?]] = [:]

    struct Problem {
        var reason: String
        /// Whether the problem is with a folder, and so with every file below it.
        var sharedByFolder: Bool
        /// Whether it is a file where a folder must go: in the way, not a way out of the root.
        var isObstacle = false
    }

    private static let notAFolder = " is a file, not a folder"

    /// An absolute `path` with `.`, `..` and repeated `/` resolved as text, as URL's
    /// `standardized` does (a `..` above `/` stays at `/`).
    static func standardized(_ path: String) -> String {
        if isStandardized(path) { return path }
        var names: [Substring] = []
        for name in path.split(separator: "/") {
            switch name {
            case ".": continue
            case "..": _ = names.popLast()
            default: names.append(name)
            }
        }
        return "/" + names.joined(separator: "/")
    }

    /// Whether `path` starts with `/` and has no empty, `.` or `..` name and no `/` at the end.
    private static func isStandardized(_ path: String) -> Bool {
        var previous: UInt8 = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || (1...2).contains(dots) { return false }
                dots = 0
            } else if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") || dots > 0 {
                dots += 1
            } else {
                dots = -1
            }
            previous = byte
        }
        return path.utf8.first == UInt8(ascii: "/")
            && (path.utf8.count == 1 || previous != UInt8(ascii: "/"))
            && !(1...2).contains(dots)
    }

    /// `path` as the start of the paths below it ("/a" gives "/a/"; "/" gives "/").
    static func folderPrefix(_ path: String) -> String {
        path.hasSuffix("/") ? path : path + "/"
    }

    /// `path` without its last name ("/a/b" gives "/a"; "/a" gives "/").
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Why the standardized `path` (whose `status` is known) is not safely inside the
    /// standardized `rootPath`, or `nil`.
    mutating func problem(
        with path: String, status: FileStatus, inside rootPath: String, rootDisplay: String
    ) -> Problem? {
        guard path.hasPrefix(Self.folderPrefix(rootPath)) else {
            return Problem(
                reason: "it is outside the output folder '\(rootPath)'", sharedByFolder: false)
        }
        if status == .symbolicLink {
            return Problem(reason: "it is a symbolic link", sharedByFolder: false)
        }
        let folder = Self.parent(of: path)
        let problem: String?
        if let known = folders[rootPath]?[folder] {
            problem = known
        } else {
            problem = folderProblem(folder, rootPath: rootPath, rootDisplay: rootDisplay)
            folders[rootPath, default: [:]][folder] = problem
        }
        return problem.map {
            Problem(reason: $0, sharedByFolder: true, isObstacle: $0.hasSuffix(Self.notAFolder))
        }
    }

    /// Follows every existing component of `folder`, so a symbolic link cannot lead out of the root.
    private mutating func folderProblem(_ folder: String, rootPath: String, rootDisplay: String)
        -> String?
    {
        var ancestor = folder
        while !FileManager.default.fileExists(atPath: ancestor), ancestor.count > rootPath.count {
            ancestor = Self.parent(of: ancestor)
            // The first folder that is there decides for every missing one below it.
            if let known = folders[rootPath]?[ancestor] { return known }
        }
        let problem = existingFolderProblem(ancestor, rootPath: rootPath, rootDisplay: rootDisplay)
        folders[rootPath, default: [:]][ancestor] = problem
        return problem
    }

    /// Why `ancestor`, which is there (or is the root), is not a folder safely inside the root.
    private mutating func existingFolderProblem(
        _ ancestor: String, rootPath: String, rootDisplay: String
    ) -> String? {
        let resolvedRoot =
            resolvedRoots[rootPath]
            ?? URL(filePath: rootPath, directoryHint: .isDirectory).resolvingSymlinksInPath().path
        resolvedRoots[rootPath] = resolvedRoot
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            let inside =
                ancestor.count > rootPath.count
                ? String(ancestor.dropFirst(rootPath.count + 1)) : ""
            // Without `.` names ("Sources/./Cars"), keeping hidden ones ("Sources/.viper-gen").
            let name = OutputLayout.displayPath(root: rootDisplay, inside).split(
                separator: "/", omittingEmptySubsequences: false
            )
            .filter { $0 != "." }.joined(separator: "/")
            return "'\(inside.isEmpty ? rootDisplay : name)'\(Self.notAFolder)"
        }
        let resolved = URL(filePath: ancestor, directoryHint: .isDirectory)
            .resolvingSymlinksInPath().path
        if resolved != resolvedRoot, !resolved.hasPrefix(Self.folderPrefix(resolvedRoot)) {
            return "a symbolic link leads outside the output folder"
        }
        return nil
    }
}

extension PlannedFile {
    /// A file of the user's that is rewritten, which only `--force` does: a user-owned file
    /// with other contents, or a hand-written file where a generated one goes.
    public var overwritesUserFile: Bool {
        action == .update && !isMergeBase && (owner == .user || replacesHandWrittenFile)
    }
}
