import Diagnostics
import Foundation

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

/// The path guard: every place that writes, removes, or makes a folder below an output root
/// (or reads a merge base there) asks it first, and only it decides.
///
/// - `problem(with:status:inside:rootDisplay:for:)`: may a file be written (or replaced,
///   removed, read as a base) at a path below a root: the path is below the root as text,
///   its names there are names viper-gen writes (`nameProblem(_:for:)`), it is no symbolic
///   link, and its folders are folders that lead nowhere out of the root, following no
///   symbolic link at all at or below the root's `ToolFolder`.
/// - `problem(withFolder:inside:rootDisplay:)`: may a folder be made there: its names are
///   names viper-gen writes, no symbolic link leads out, and nothing on its way below the
///   root is other than a folder (no link either).
/// - `nameProblem(_:for:)`: the rule for the names below a root, as text, which the two
///   above apply, and which the places that read an output path from a template apply
///   first, to say where the template wrote it.
/// - `innermostRoot(of:among:)`: which root holds a path, as text.
/// - `firstNonFolder(on:below:followingLinks:)`: the first thing on a path's way that is there
///   and is not a folder.
///
/// Each folder is checked once per plan: a module's files share a few folders.
struct RootGuard {
    private var resolvedRoots: [String: String] = [:]
    /// For each root, and each folder checked so far, why the folder is not safely inside
    /// that root (or `nil`).
    private var folders: [String: [String: Problem?]] = [:]

    struct Problem {
        enum Kind {
            /// The path is not below the root, as text.
            case outside
            /// The path itself is a symbolic link.
            case symbolicLink
            /// A symbolic link on its way leads out of the root.
            case linkLeadsOut
            /// A file (or a link, for a folder to make) is where a folder goes: in the way,
            /// not a way out of the root.
            case notAFolder
            /// A symbolic link on its way at or below the root's `ToolFolder`, where none is
            /// followed.
            case linkInToolFolder
            /// A name below the root that no file of the kind is written to (see `Name`).
            case name
        }

        var kind: Kind
        var reason: String

        /// Whether the problem is with a folder, and so with every file below it.
        var sharedByFolder: Bool { kind != .outside && kind != .symbolicLink && kind != .name }
        /// Whether it is a file where a folder must go: in the way, not a way out of the root.
        var isObstacle: Bool { kind == .notAFolder }
    }

    /// What a path below a root is written for, which decides the names it may have there.
    enum Purpose {
        /// A file a template renders, a folder made for one, a file the run removes, an
        /// exported template: never in viper-gen's own folders.
        case output
        /// A merge base: below `<root>/.viper-gen/base/`, at its file's path.
        case mergeBase
        /// What a committed run's journal moves into place: a file of the run, a merge base,
        /// or a folder it made to hold them (`.viper-gen` itself, the first time).
        case settling
    }

    /// Why a name below a root is not one viper-gen writes there, whoever renders it (a
    /// template's output path, a Generamba `name` or `custom_name`, a `--param`).
    enum Name {
        /// A control character (`ControlCharacter`: C0, DEL and C1) or a backslash: a file name
        /// with a line break breaks every list of files, a project file's among them; a NUL
        /// cuts the name a system call sees.
        case controlCharacter
        /// `.viper-gen` (in any case), where viper-gen keeps its merge bases.
        case toolFolder
        /// Named like viper-gen's staging folders (`.viper-gen-staging-…`, in any case).
        case stagingFolder

        /// What is wrong, after the path or "it": "contains a backslash or control character".
        var predicate: String {
            switch self {
            case .controlCharacter: "contains a backslash or control character"
            case .toolFolder:
                "is in '\(ToolFolder.name)', where viper-gen keeps its merge bases"
            case .stagingFolder:
                "is in a folder named like viper-gen's staging folders ('\(ToolFolder.stagingPrefix)…')"
            }
        }
    }

    /// Why `relative`, a path below a root (as text, `/`-separated), has a name that nothing
    /// written for `purpose` may have there: a control character or a backslash anywhere, or a
    /// folder named `.viper-gen` or `.viper-gen-staging-…` at any depth (a root may hold
    /// another root), but a merge base's own place in `.viper-gen/base`.
    static func nameProblem(_ relative: some StringProtocol, for purpose: Purpose) -> Name? {
        if relative.unicodeScalars.contains(where: {
            $0 == "\\" || ControlCharacter.escape($0) != nil
        }) {
            return .controlCharacter
        }
        var names = relative.split(separator: "/")[...]
        let ownFolder = names.first.map { String($0) == ToolFolder.name } ?? false
        switch purpose {
        case .output:
            break
        case .mergeBase:
            guard ownFolder, names.dropFirst().first.map({ String($0) }) == ToolFolder.bases,
                names.count > 2
            else { return .toolFolder }
            names = names.dropFirst(2)
        case .settling:
            if ownFolder {
                let bases = names.dropFirst().first.map { String($0) } == ToolFolder.bases
                names = names.dropFirst(bases ? 2 : 1)
            }
        }
        for name in names {
            let lowered = name.lowercased()
            if lowered == ToolFolder.name { return .toolFolder }
            if lowered.hasPrefix(ToolFolder.stagingPrefix) { return .stagingFolder }
        }
        return nil
    }

    /// Why the folder `root` cannot be an output folder (or hold the Xcode project a run
    /// edits): it lies in viper-gen's own folder (`.viper-gen`, in any case, as a
    /// case-insensitive volume reads it) or in a staging folder, as named or where its symbolic
    /// links lead. A run's files there would mix with the merge bases.
    static func rootProblem(_ root: String) -> String? {
        func inToolFolder(_ path: String) -> Bool {
            path.split(separator: "/").contains {
                let name = $0.lowercased()
                return name == ToolFolder.name || name.hasPrefix(ToolFolder.stagingPrefix)
            }
        }
        let path = standardized(root)
        if inToolFolder(path) {
            return
                "it is inside '\(ToolFolder.name)', viper-gen's own folder (merge bases, staging); name a folder outside it"
        }
        if let real = realPathOfDeepestFolder(path), inToolFolder(real) {
            return
                "it leads into '\(ToolFolder.name)', viper-gen's own folder (merge bases, staging), through a symbolic link; name a folder outside it"
        }
        return nil
    }

    /// `path` with every link resolved, or `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where the absolute `path` leads once its links are followed, as far as it resolves: the
    /// real path of the deepest folder on it that does (`nil` if not even `/` does).
    static func realPathOfDeepestFolder(_ path: String) -> String? {
        var existing = standardized(path)
        while true {
            if let real = realPath(existing) { return real }
            if existing == "/" { return nil }
            existing = parent(of: existing)
        }
    }

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
    /// standardized `rootPath`, or `nil`: the one check before a file below a root is written,
    /// replaced, removed or read as a merge base, written for `purpose`.
    mutating func problem(
        with path: String, status: FileStatus, inside rootPath: String, rootDisplay: String,
        for purpose: Purpose = .output
    ) -> Problem? {
        guard path.hasPrefix(Self.folderPrefix(rootPath)) else {
            return Problem(
                kind: .outside, reason: "it is outside the output folder '\(rootPath)'")
        }
        if let name = Self.nameProblem(
            path.dropFirst(Self.folderPrefix(rootPath).count), for: purpose)
        {
            return Problem(kind: .name, reason: "it " + name.predicate)
        }
        if status == .symbolicLink {
            return Problem(kind: .symbolicLink, reason: "it is a symbolic link")
        }
        let folder = Self.parent(of: path)
        if let known = folders[rootPath]?[folder] { return known }
        let problem = folderProblem(folder, rootPath: rootPath, rootDisplay: rootDisplay)
        folders[rootPath, default: [:]][folder] = problem
        return problem
    }

    /// Why a folder cannot be made at the standardized `folder` below the standardized
    /// `rootPath`, or `nil`: a symbolic link on its way leads out of the root, or something on
    /// its way below the root (the folder included) is there and is not a folder, a symbolic
    /// link to one included (no link below the root is followed).
    mutating func problem(withFolder folder: String, inside rootPath: String, rootDisplay: String)
        -> Problem?
    {
        guard folder == rootPath || folder.hasPrefix(Self.folderPrefix(rootPath)) else {
            return Problem(
                kind: .outside, reason: "it is outside the output folder '\(rootPath)'")
        }
        if folder != rootPath,
            let name = Self.nameProblem(
                folder.dropFirst(Self.folderPrefix(rootPath).count), for: .output)
        {
            return Problem(kind: .name, reason: "it " + name.predicate)
        }
        var ancestor = folder
        while !FileManager.default.fileExists(atPath: ancestor), ancestor.count > rootPath.count {
            ancestor = Self.parent(of: ancestor)
        }
        if leadsOut(ancestor, rootPath: rootPath) {
            return Problem(
                kind: .linkLeadsOut, reason: "a symbolic link leads outside the output folder")
        }
        if let found = Self.firstNonFolder(on: folder, below: rootPath) {
            return Problem(
                kind: .notAFolder,
                reason:
                    "'\(found.dropFirst(Self.folderPrefix(rootPath).count))' is there and is not a folder"
            )
        }
        return nil
    }

    /// The index of the innermost of the standardized `roots` that holds the standardized
    /// `path`, as text (no file system call), or `nil` when none does.
    static func innermostRoot(of path: String, among roots: [String]) -> Int? {
        roots.indices.filter { path.hasPrefix(folderPrefix(roots[$0])) }.max {
            roots[$0].count < roots[$1].count
        }
    }

    /// The first of the paths from `folder` (excluded) down to `path` (included), both
    /// standardized, that is there and is not a folder, or `nil` when each is a folder until
    /// one is missing. Without `followingLinks` a symbolic link is not a folder, wherever it
    /// leads.
    static func firstNonFolder(on path: String, below folder: String, followingLinks: Bool = false)
        -> String?
    {
        let prefix = folderPrefix(folder)
        guard path.hasPrefix(prefix) else { return nil }
        var walked = String(prefix.dropLast())
        for name in path.dropFirst(prefix.count).split(separator: "/") {
            walked += "/" + name
            var info = stat()
            let found = followingLinks ? stat(walked, &info) : lstat(walked, &info)
            guard found == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return walked }
        }
        return nil
    }

    /// Follows every existing component of `folder`, so a symbolic link cannot lead out of the
    /// root; then, at or below the root's `ToolFolder`, refuses any symbolic link on the way (a
    /// merge base reached through one could be a user's file, or a file of another folder).
    private mutating func folderProblem(_ folder: String, rootPath: String, rootDisplay: String)
        -> Problem?
    {
        if let problem = linkedFolderProblem(folder, rootPath: rootPath, rootDisplay: rootDisplay) {
            return problem
        }
        let tool = Self.folderPrefix(rootPath) + ToolFolder.name
        guard folder == tool || folder.hasPrefix(tool + "/"),
            let found = Self.firstNonFolder(on: folder, below: rootPath),
            FileStatus(of: found) == .symbolicLink
        else { return nil }
        return Problem(
            kind: .linkInToolFolder,
            reason:
                "'\(display(found, rootPath: rootPath, rootDisplay: rootDisplay))' is a symbolic link, and viper-gen follows none in its own folder"
        )
    }

    /// Follows every existing component of `folder`, so a symbolic link cannot lead out of the root.
    private mutating func linkedFolderProblem(
        _ folder: String, rootPath: String, rootDisplay: String
    ) -> Problem? {
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
    ) -> Problem? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            return Problem(
                kind: .notAFolder,
                reason:
                    "'\(display(ancestor, rootPath: rootPath, rootDisplay: rootDisplay))' is a file, not a folder"
            )
        }
        if leadsOut(ancestor, rootPath: rootPath) {
            return Problem(
                kind: .linkLeadsOut, reason: "a symbolic link leads outside the output folder")
        }
        return nil
    }

    /// Whether `ancestor`, once every symbolic link is followed, is outside the root (as the
    /// root's own links resolve).
    private mutating func leadsOut(_ ancestor: String, rootPath: String) -> Bool {
        let resolvedRoot =
            resolvedRoots[rootPath]
            ?? URL(filePath: rootPath, directoryHint: .isDirectory).resolvingSymlinksInPath().path
        resolvedRoots[rootPath] = resolvedRoot
        let resolved = URL(filePath: ancestor, directoryHint: .isDirectory)
            .resolvingSymlinksInPath().path
        return resolved != resolvedRoot && !resolved.hasPrefix(Self.folderPrefix(resolvedRoot))
    }

    /// `path` (the root, or below it) as the user names it: the root's name and the rest,
    /// without `.` names ("Sources/./Cars"), keeping hidden ones ("Sources/.viper-gen").
    private func display(_ path: String, rootPath: String, rootDisplay: String) -> String {
        let inside = path.count > rootPath.count ? String(path.dropFirst(rootPath.count + 1)) : ""
        if inside.isEmpty { return rootDisplay }
        return OutputLayout.displayPath(root: rootDisplay, inside).split(
            separator: "/", omittingEmptySubsequences: false
        )
        .filter { $0 != "." }.joined(separator: "/")
    }
}

/// The folder below each output root where viper-gen keeps its own files (the merge bases):
/// no template may write into it, nor into a folder named like a staging folder.
public enum ToolFolder {
    public static let name = ".viper-gen"
    /// The folder in `name` that holds the merge bases.
    static let bases = "base"
    /// How a run's staging folders in an output root are named: this, then the run's UUID.
    static let stagingPrefix = ".viper-gen-staging-"
    /// The project config's file name, in the project's folder.
    public static let configFileName = ".viper-gen.yml"
}

/// Checks, as text, that a rendered output path names a file below its root, and not in
/// viper-gen's own folder (`RootGuard` checks the folders on disk).
enum OutputPath {
    /// Why two paths of a run that differ only in case may not both be written, for the
    /// diagnostics of every place that compares them.
    /// Why a path is refused, as a message.
    struct Refusal: Error {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }

    static func validated(_ path: String, template: String) throws(Refusal) -> String {
        // Trimmed of what Foundation's `CharacterSet.whitespaces` holds on Linux: tabs,
        // Unicode's space separators and the zero-width space.
        let scalars = path.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}"
                || scalar.properties.generalCategory == .spaceSeparator
        }
        let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
        let end = scalars.lastIndex { !isSpace($0) }.map { scalars.index(after: $0) } ?? start
        let trimmed = String(scalars[start..<end])
        if trimmed.isEmpty {
            throw Refusal("output path '\(template)' renders to an empty path")
        }
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") {
            throw Refusal("output path '\(trimmed)' must be relative to the output root")
        }
        // The guard's rule for names below a root, which it applies again before writing.
        if let name = RootGuard.nameProblem(trimmed, for: .output), name == .controlCharacter {
            throw Refusal("output path '\(trimmed)' \(name.predicate)")
        }
        let components = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw Refusal(
                "output path '\(trimmed)' must not contain empty, '.' or '..' components")
        }
        if let name = RootGuard.nameProblem(trimmed, for: .output) {
            throw Refusal("output path '\(trimmed)' \(name.predicate)")
        }
        return trimmed
    }
}
