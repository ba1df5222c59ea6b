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
    static let prefix = ToolFolder.stagingPrefix
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
