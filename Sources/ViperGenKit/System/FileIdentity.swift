import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file is at a path, as far as telling whether it changed: its inode, size and
/// modification time. A save by an editor or Xcode (a new file renamed over the old one)
/// changes the inode; an append, the size; a write in place, the modification time (or, within
/// one tick of the file system's clock, only the bytes: callers that hold the bytes they read
/// compare those too).
struct FileIdentity: Codable, Hashable, Sendable {
    var inode: UInt64
    var size: Int64
    var modified: Int64

    /// The identity of what is at `path` itself (a link is not followed); `nil` when nothing is.
    init?(of path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified =
                Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Which file or folder a path leads to (links followed), whatever names lead there: its
/// device and inode. One folder reached by two names (a link) is one identity.
struct FolderIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
