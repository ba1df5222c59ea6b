import Foundation

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
    /// file at `source`, when there is one, and its owner and group where this user may (root
    /// may; others may keep a group they belong to): a file a run replaces stays its owner's.
    static func copyPermissions(from source: String, to path: String) {
        var info = stat()
        guard lstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        if chown(path, info.st_uid, info.st_gid) != 0 {
            _ = chown(path, uid_t.max, info.st_gid)
        }
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
