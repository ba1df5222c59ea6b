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

    /// Why what is at `path` may not be replaced by a file, or `nil` when nothing is there, or
    /// a regular file, or a symbolic link (a rename replaces the link, and writes nothing
    /// where it leads). A FIFO, a device or a socket is someone's, not a stale copy of the
    /// file: renamed over, a reader waiting on the FIFO or the device's node would be lost.
    public static func replacementProblem(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFLNK:
            return nil
        case S_IFDIR:
            return "a directory is in the way"
        default:
            guard case .notRegular(let kind)? = BoundedFile.failure(forMode: info.st_mode) else {
                return "a special file is in the way"
            }
            return "\(kind) is in the way, and only a regular file is replaced; move it"
        }
    }

    /// Puts `data` at `path` whole or not at all: written beside it under a temporary name,
    /// then linked into place (which fails if a file appeared there meanwhile), or renamed
    /// over what is there when `replacing`, which must be a regular file or a symbolic link
    /// (`replacementProblem`). For a single file outside any run's staging: every command
    /// that writes one file at a path the user names writes it here.
    public static func place(_ data: Data, at path: String, replacing: Bool)
        throws(SystemCallFailure)
    {
        if replacing, let problem = replacementProblem(at: path) {
            errno = EEXIST
            var failure = SystemCallFailure(path: path)
            failure.reason = problem
            throw failure
        }
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
