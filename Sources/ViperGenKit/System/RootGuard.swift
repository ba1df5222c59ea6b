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

/// The folder below each output root where viper-gen keeps its own files (the merge bases):
/// no template may write into it.
public enum ToolFolder {
    public static let name = ".viper-gen"
}

/// Checks, as text, that a rendered output path names a file below its root, and not in
/// viper-gen's own folder (`RootGuard` checks the folders on disk).
enum OutputPath {
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
        if trimmed.utf8.contains(UInt8(ascii: "\\"))
            || trimmed.unicodeScalars.contains(where: { $0.value < 0x20 })
        {
            throw Refusal(
                "output path '\(trimmed)' contains a backslash or control character")
        }
        let components = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw Refusal(
                "output path '\(trimmed)' must not contain empty, '.' or '..' components")
        }
        if components[0].lowercased() == ToolFolder.name {
            throw Refusal(
                "output path '\(trimmed)' is in '\(ToolFolder.name)', where viper-gen keeps its merge bases"
            )
        }
        return trimmed
    }
}
