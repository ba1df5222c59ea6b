import Foundation

/// The file attributes (`chattr +a`, `chattr +i`) that stop a rename over a file or an unlink
/// in a folder even where permissions allow it. `access(W_OK)` reports an immutable file but
/// not an append-only one, nor an append-only folder; a run must find both before its commit,
/// or it fails after it, half applied.
enum InodeFlags {
    /// Why the file or folder at `path` cannot be replaced or have an entry replaced or
    /// removed ("append-only", "immutable"), or nil. Where the file system keeps no such
    /// flags (or not on Linux), nil.
    static func blocking(_ path: String) -> String? {
        #if os(Linux)
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            // FS_IOC_GETFLAGS (_IOR('f', 1, long)); the kernel writes an int.
            var flags: Int = 0
            guard ioctl(descriptor, 0x8008_6601, &flags) == 0 else { return nil }
            let value = Int32(truncatingIfNeeded: flags)
            if value & 0x10 != 0 { return "immutable" }  // FS_IMMUTABLE_FL
            if value & 0x20 != 0 { return "append-only" }  // FS_APPEND_FL
            return nil
        #else
            return nil
        #endif
    }
}
