import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run's private folder in an output root, where its files wait until all of them can move
/// in: `.viper-gen-staging-<UUID>/`. Its name is not what makes it ours: a user's folder, or
/// one a repository ships, can have any name. It holds a marker naming the folder's own
/// inode and birth time (where the file system keeps one), and its run's first staging
/// folder. A copy, a checkout or an archive of it is a new folder, with another inode and
/// birth time, neither of which a program can choose; so only a folder this tool made on
/// this file system is ever trusted or removed.
struct StagingFolder: Hashable {
    static let prefix = ".viper-gen-staging-"
    static let markerName = "owner"
    static let journalName = "journal"
    private static let markerTitle = "viper-gen staging folder"

    /// The folder's standardized path.
    let path: String
    /// The run's id, the UUID in the folder's name.
    let run: String
    /// The run's first staging folder, which holds its journal once it commits.
    let primary: String

    var journalPath: String { path + "/" + Self.journalName }
    var hasJournal: Bool { FileStatus(of: journalPath) != .missing }

    /// Makes the staging folder of run `run` in `root` (which exists), with its marker.
    /// `primary` is the run's first staging folder (`nil`: this one).
    static func create(in root: String, run: String, primary: String?) throws(SystemCallFailure)
        -> StagingFolder
    {
        let path = RootGuard.folderPrefix(root) + prefix + run
        guard mkdir(path, 0o700) == 0 else { throw SystemCallFailure(path: path) }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw SystemCallFailure(path: path) }
        let folder = StagingFolder(path: path, run: run, primary: primary ?? path)
        let marker = folder.marker(
            inode: UInt64(truncatingIfNeeded: info.st_ino), born: BirthTime.of(path))
        do throws(SystemCallFailure) {
            try FileWriting.write(Data(marker.utf8), to: path + "/" + markerName)
        } catch {
            // A disk that is full: the folder holds at most a cut marker, nothing to keep.
            unlink(path + "/" + markerName)
            rmdir(path)
            throw error
        }
        return folder
    }

    private func marker(inode: UInt64, born: String?) -> String {
        "\(Self.markerTitle)\ninode \(inode)\nborn \(born ?? "unknown")\nprimary \(primary)\n"
    }

    /// What is named like a staging folder in a root.
    enum Found {
        /// A staging folder this tool made here.
        case ours(StagingFolder)
        /// An empty folder with a staging folder's exact name, this user's and with the mode
        /// this tool makes it with: a run stopped between making it and marking it. Removing
        /// it loses nothing.
        case unmarked(String)
        /// Named exactly as this tool names its staging folders, and not one it made here:
        /// left alone, with a warning. (Other names that merely start with the prefix, such
        /// as a user's `.viper-gen-staging-notes/`, are not even looked at.)
        case foreign(String)
    }

    /// Everything in `root` named as this tool names its staging folders, sorted by name.
    static func find(in root: String) -> [Found] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().compactMap { name in
            let path = RootGuard.folderPrefix(root) + name
            let run = String(name.dropFirst(prefix.count))
            guard UUID(uuidString: run)?.uuidString == run else { return nil }
            if let folder = recognized(path, run: run) { return .ours(folder) }
            if isUnmarkedStagingFolder(path) { return .unmarked(path) }
            return .foreign(path)
        }
    }

    /// The staging folder at `path` if this tool made it there: a real folder (not a link)
    /// of this user's, whose marker names its inode and birth time.
    private static func recognized(_ path: String, run: String) -> StagingFolder? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid()
        else { return nil }
        let markerPath = path + "/" + markerName
        guard FileStatus(of: markerPath) == .regular,
            case .success(let data) = BoundedFile.read(markerPath, limit: 8192),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 5, lines[0] == markerTitle,
            lines[1] == "inode \(UInt64(truncatingIfNeeded: info.st_ino))",
            lines[4].isEmpty, lines[3].hasPrefix("primary /")
        else { return nil }
        // Where the file system keeps birth times, the marker must name this folder's.
        if let born = BirthTime.of(path), lines[2] != "born \(born)" { return nil }
        let primary = String(lines[3].dropFirst("primary ".count))
        // The first staging folder of the same run, wherever its root is.
        guard
            primary == path
                || (RootGuard.standardized(primary) == primary
                    && primary.hasSuffix("/" + prefix + run))
        else {
            return nil
        }
        return StagingFolder(path: path, run: run, primary: primary)
    }

    /// A folder as `make` leaves it before it has written the whole marker: a real folder of
    /// this user's, readable by no one else, empty or holding only a marker file of this
    /// user's that the kill cut short (nothing, or the beginning of the marker `create` writes
    /// for this folder). Another user's, one of another mode, or one holding anything else is
    /// not ours.
    private static func isUnmarkedStagingFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
            info.st_mode & 0o777 == 0o700,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return false }
        if names.isEmpty { return true }
        guard names == [markerName] else { return false }
        let markerPath = path + "/" + markerName
        var marker = stat()
        guard lstat(markerPath, &marker) == 0, marker.st_mode & S_IFMT == S_IFREG,
            marker.st_uid == geteuid(),
            case .success(let data) = BoundedFile.read(markerPath, limit: 8192)
        else { return false }
        // The marker's first two lines depend only on the folder; what follows them could
        // be cut anywhere.
        let head = Data("\(markerTitle)\ninode \(UInt64(truncatingIfNeeded: info.st_ino))\n".utf8)
        return head.starts(with: data)
            || (data.starts(with: head) && data.count < head.count + 4096)
    }

    /// Removes the folder and everything in it.
    func remove() throws {
        try FileManager.default.removeItem(atPath: path)
    }
}

/// When a file or folder was made, as the file system records it; no program can set it.
enum BirthTime {
    /// The birth time of what is at `path` (not following a link) as text, or `nil` where
    /// the file system (or the system) does not keep one.
    static func of(_ path: String) -> String? {
        #if canImport(Darwin)
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return "\(info.st_birthtimespec.tv_sec).\(info.st_birthtimespec.tv_nsec)"
        #else
            // `statx`, which glibc declares only for GNU sources: found at run time.
            guard let statx = statxFunction else { return nil }
            var buffer = [UInt8](repeating: 0, count: 256)
            let result = buffer.withUnsafeMutableBytes {
                statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, statxBirthTime, $0.baseAddress!)
            }
            guard result == 0 else { return nil }
            return buffer.withUnsafeBytes { bytes -> String? in
                // struct statx: stx_mask at 0; stx_btime (tv_sec: Int64, tv_nsec: UInt32) at 80.
                guard bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self) & statxBirthTime != 0
                else { return nil }
                let seconds = bytes.loadUnaligned(fromByteOffset: 80, as: Int64.self)
                let nanoseconds = bytes.loadUnaligned(fromByteOffset: 88, as: UInt32.self)
                return "\(seconds).\(nanoseconds)"
            }
        #endif
    }

    #if !canImport(Darwin)
        private typealias Statx =
            @convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer) ->
            Int32
        private static let statxBirthTime: UInt32 = 0x800
        private static let statxFunction: Statx? = dlsym(nil, "statx").map {
            unsafeBitCast($0, to: Statx.self)
        }
    #endif
}

/// A failed system call, with the reason read from `errno` on the thread that made it.
public struct SystemCallFailure: LocalizedError {
    public var path: String
    public var code = errno
    public var reason = String(cString: strerror(errno))

    public init(path: String) {
        self.path = path
    }

    public var errorDescription: String? { "\(path): \(reason)" }
}

/// Files written with plain system calls.
public enum FileWriting {
    /// Writes `data` to a new file: Foundation's `Data.write` also syncs every file to disk,
    /// which a staged write does not need (a rename commits it) and which costs more than
    /// everything else a run does.
    static func write(_ data: Data, to path: String) throws(SystemCallFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw SystemCallFailure(path: path) }
        defer { close(descriptor) }
        var failure: SystemCallFailure?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(
                    descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = SystemCallFailure(path: path)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// Gives the file at `path` the permission bits (read, write, execute) of the regular
    /// file at `source`, when there is one.
    static func copyPermissions(from source: String, to path: String) {
        var info = stat()
        guard lstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        chmod(path, info.st_mode & 0o777)
    }

    /// Puts `data` at `path` whole or not at all: written beside it under a temporary name,
    /// then linked into place (which fails if a file appeared there meanwhile), or renamed
    /// over what is there when `replacing`. For a single file outside any run's staging.
    public static func place(_ data: Data, at path: String, replacing: Bool)
        throws(SystemCallFailure)
    {
        let temporary =
            RootGuard.parent(of: path) + "/."
            + (path.split(separator: "/").last.map(String.init) ?? "file")
            + "." + UUID().uuidString + ".partial"
        do throws(SystemCallFailure) {
            try write(data, to: temporary)
            if replacing {
                if rename(temporary, path) != 0 { throw SystemCallFailure(path: path) }
            } else {
                if link(temporary, path) != 0 { throw SystemCallFailure(path: path) }
                unlink(temporary)
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
