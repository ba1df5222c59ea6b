import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shell-style patterns of spec files inside a project folder: `*`, `?` and `[...]` within
/// a name, `**` for any number of folders. Only `*.yml` and `*.yaml` files are specs, so a
/// pattern that names other files matches nothing there.
///
/// A pattern stays inside the folder: one that leads out (an absolute path elsewhere, a
/// `..` too many) is refused, and a symbolic link (to a file or a folder) that leads out is
/// not followed, so that a shared config cannot make viper-gen read, and quote in its
/// messages, files of the machine. Each real file is found once and each real folder is
/// searched once per place in the pattern, so links that form a loop cost nothing; hidden
/// folders and `node_modules` are not searched.
enum Glob {
    /// The spec files a pattern names, the links it did not follow and the folders it could
    /// not search.
    struct Matches {
        var files: [URL] = []
        /// Which file each of `files` is, so that a file also named another way (a link, an
        /// argument) is taken once without asking the system again.
        var identities: [FileIdentity] = []
        /// Symbolic links on the way that lead out of the folder, as paths inside it.
        var linksLeadingOut: [String] = []
        /// Folders on the way that could not be read, as paths inside the folder (`.` for
        /// itself), each with why (`Permission denied`).
        var unreadableFolders: [(path: String, reason: String)] = []
    }

    enum Failure: Error {
        /// The pattern names places outside the folder.
        case leadsOut
        /// The pattern would search more than `maximumFolders` folders.
        case tooManyFolders
    }

    /// Folders searched at most for one directory argument, or for all of a config's
    /// `modules` patterns together, so that a search over a huge tree stays cheap.
    static let maximumFolders = 100_000

    /// The spec files `pattern` names inside `folder`, sorted by path; the search takes its
    /// folders from `budget` (several patterns share one) and stops when it runs out.
    static func specFiles(matching pattern: String, in folder: URL, budget: inout Int)
        throws(Failure) -> Matches
    {
        guard let root = RootGuard.realPath(folder.path) else { return Matches() }
        var search = Search(root: root, base: folder.standardizedFileURL.path, budget: budget)
        defer { budget = search.budget }
        try search.walk(
            folder, realFolder: root, try parts(of: pattern, in: folder, root: root)[...])
        var links: Set<String> = []
        var matches = Matches(
            linksLeadingOut: search.linksLeadingOut.filter { links.insert($0).inserted })
        var unreadable: Set<String> = []
        matches.unreadableFolders = search.unreadableFolders.filter {
            unreadable.insert($0.path).inserted
        }
        var seen: Set<String> = []
        for (url, real, identity) in search.found.sorted(by: { $0.url.path < $1.url.path })
        where seen.insert(real).inserted {
            matches.files.append(url)
            matches.identities.append(identity)
        }
        return matches
    }

    /// Whether `pattern` names the spec file at `relativePath` (below `folder`, written with
    /// `/`), by the names alone, as the search would find it there: the file need not exist.
    static func names(_ relativePath: String, pattern: String, in folder: URL) -> Bool {
        let root = RootGuard.realPath(folder.path) ?? folder.standardizedFileURL.path
        guard let parts = try? parts(of: pattern, in: folder, root: root),
            relativePath.hasSuffix(".yml") || relativePath.hasSuffix(".yaml")
        else { return false }
        return names(relativePath.split(separator: "/").map(String.init)[...], parts[...])
    }

    /// Where `pattern` would find a spec of `module`, below `folder`: its fixed folders, with
    /// `**` as no folder and a folder pattern the module's name matches as that name, then
    /// `<module>.yml` (or `.yaml`); `nil` when the pattern cannot name such a place.
    static func place(ofSpec module: String, pattern: String, in folder: URL) -> String? {
        let root = RootGuard.realPath(folder.path) ?? folder.standardizedFileURL.path
        guard let parts = try? parts(of: pattern, in: folder, root: root), let last = parts.last
        else { return nil }
        var names: [String] = []
        for part in parts.dropLast() where part != "**" {
            if !part.contains(where: { "*?[\\".contains($0) }) {
                names.append(part)
            } else if matches(module, part) {
                names.append(module)
            } else {
                return nil
            }
        }
        guard let file = ["\(module).yml", "\(module).yaml"].first(where: { matches($0, last) })
        else { return nil }
        let path = (names + [file]).joined(separator: "/")
        return Self.names(path, pattern: pattern, in: folder) ? path : nil
    }

    /// Whether the names of a path match the pattern's names, `**` standing for any number of
    /// folders but hidden ones and `node_modules`.
    private static func names(_ path: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let part = parts.first else { return path.isEmpty }
        guard let name = path.first else { return false }
        if part == "**" {
            if names(path, parts.dropFirst()) { return true }
            return path.count > 1 && !skipped(name) && names(path.dropFirst(), parts)
        }
        return matches(name, part) && names(path.dropFirst(), parts.dropFirst())
    }

    /// The pattern's names from `folder` on, with `.` and `..` taken out; throws when it
    /// names anything outside the folder.
    private static func parts(of pattern: String, in folder: URL, root: String) throws(Failure)
        -> [String]
    {
        var path = pattern
        if pattern.hasPrefix("/") {
            // An absolute pattern names the folder by one of its names, or leads out.
            let prefixes = [folder.standardizedFileURL.path, root].map {
                $0.hasSuffix("/") ? $0 : $0 + "/"
            }
            guard let prefix = prefixes.first(where: { pattern.hasPrefix($0) }) else {
                throw .leadsOut
            }
            path = String(pattern.dropFirst(prefix.count))
        }
        var parts: [String] = []
        for part in path.split(separator: "/").map(String.init) where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { throw .leadsOut }
            } else {
                parts.append(part)
            }
        }
        return parts
    }

    /// One pattern's walk: what it found, and what it has seen.
    private struct Search {
        /// The folder's real path, and its path as named, which found files' paths start with.
        let root: String
        let base: String
        var found: [(url: URL, real: String, identity: FileIdentity)] = []
        var linksLeadingOut: [String] = []
        var unreadableFolders: [(path: String, reason: String)] = []
        /// Real folders searched, each with how many of the pattern's names were left.
        private var searched: Set<String> = []
        /// Folders the search may still visit.
        private(set) var budget: Int

        init(root: String, base: String, budget: Int) {
            self.root = root
            self.base = base
            self.budget = budget
        }

        mutating func walk(_ folder: URL, realFolder: String, _ parts: ArraySlice<String>)
            throws(Failure)
        {
            guard let part = parts.first else { return }
            guard searched.insert("\(parts.count):\(realFolder)").inserted else { return }
            budget -= 1
            guard budget >= 0 else { throw .tooManyFolders }
            let rest = parts.dropFirst()
            if part == "**" {
                // Zero folders, then one more folder at a time.
                try walk(folder, realFolder: realFolder, rest)
                for child in children(of: folder, realFolder: realFolder)
                where !Glob.skipped(child.url.lastPathComponent) {
                    if child.leadsOut {
                        noteLinkLeadingOut(child.url)
                    } else if child.isFolder {
                        try walk(child.url, realFolder: child.real, parts)
                    }
                }
                return
            }
            for child in children(of: folder, realFolder: realFolder)
            where Glob.matches(child.url.lastPathComponent, part) {
                if child.leadsOut {
                    noteLinkLeadingOut(child.url)
                } else if rest.isEmpty {
                    if child.isSpecFile { found.append((child.url, child.real, child.identity)) }
                } else if child.isFolder {
                    try walk(child.url, realFolder: child.real, rest)
                }
            }
        }

        private mutating func noteLinkLeadingOut(_ url: URL) {
            linksLeadingOut.append(insidePath(of: url))
        }

        /// `url`'s path inside the folder; `.` for the folder itself.
        private func insidePath(of url: URL) -> String {
            let inside = String(url.path.dropFirst(base.count).drop { $0 == "/" })
            return inside.isEmpty ? "." : inside
        }

        private struct Child {
            var url: URL
            var real: String
            var isFolder = false
            var isSpecFile = false
            var identity = FileIdentity(device: 0, inode: 0)
            /// A symbolic link that leads out of the root: never followed.
            var leadsOut = false
        }

        /// The entries of `folder`, sorted, links resolved. A folder that cannot be listed, or
        /// whose entries cannot be looked at (no search permission), is noted, not skipped
        /// in silence: the specs in it would be missing from the run.
        private mutating func children(of folder: URL, realFolder: String) -> [Child] {
            let names: [String]
            switch Glob.entries(of: folder.path) {
            case .success(let entries):
                names = entries
            case .failure(let error):
                unreadableFolders.append((insidePath(of: folder), error.reason))
                return []
            }
            var searchError: Int32?
            let children = names.sorted().compactMap { name -> Child? in
                let url = folder.appending(path: name)
                var info = stat()
                guard lstat(url.path, &info) == 0 else {
                    if errno == EACCES { searchError = errno }
                    return nil
                }
                let real: String
                if info.st_mode & S_IFMT == S_IFLNK {
                    guard let target = RootGuard.realPath(url.path), stat(target, &info) == 0 else {
                        return nil
                    }
                    guard Glob.isInside(target, root) else {
                        return Child(url: url, real: target, leadsOut: true)
                    }
                    real = target
                } else {
                    real = (realFolder.hasSuffix("/") ? realFolder : realFolder + "/") + name
                }
                let isFolder = info.st_mode & S_IFMT == S_IFDIR
                let isSpecFile =
                    info.st_mode & S_IFMT == S_IFREG
                    && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
                return Child(
                    url: url, real: real, isFolder: isFolder, isSpecFile: isSpecFile,
                    identity: FileIdentity(info))
            }
            if let searchError {
                unreadableFolders.append(
                    (insidePath(of: folder), SystemError(code: searchError).reason))
            }
            return children
        }
    }

    /// A file as the system knows it, whatever names lead to it.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        init(_ info: stat) {
            self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }

        /// The file at `path`, links followed, and whether it is a folder; `nil` if there is none.
        static func of(_ path: String) -> (identity: FileIdentity, isFolder: Bool)? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return (FileIdentity(info), info.st_mode & S_IFMT == S_IFDIR)
        }
    }

    /// Why a folder could not be read.
    struct SystemError: Error {
        var code: Int32
        /// `Permission denied`.
        var reason: String { String(cString: strerror(code)) }
    }

    /// The names in the folder at `path`, but `.` and `..`.
    static func entries(of path: String) -> Result<[String], SystemError> {
        guard let folder = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { return .failure(SystemError(code: errno)) }
                return .success(names)
            }
            // A name that is not UTF-8 cannot be written back as a path, nor be a spec's.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let name, name != ".", name != ".." { names.append(name) }
        }
    }

    static func matches(_ name: String, _ pattern: String) -> Bool {
        if name.hasPrefix(".") && !pattern.hasPrefix(".") { return false }
        return fnmatch(pattern, name, 0) == 0
    }

    private static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules"
    }

    /// Whether the real path `path` is `root` or below it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
