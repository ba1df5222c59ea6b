import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps viper-gen runs on the same output folders apart, for as long as a run lives: a run
/// that writes holds each root's folder exclusively, one that only reads (`--check`,
/// `--dry-run`) holds it shared. The lock is the folder's own (`flock` on it), so it needs no
/// file of its own, and it goes with the process: a killed run never leaves a stale lock.
final class RootLock {
    private var descriptors: [Int32] = []

    /// Why a lock was not taken.
    enum Failure: Error {
        /// Another run held `path` for longer than the wait allowed.
        case busy(path: String)
        case system(SystemCallFailure)
    }

    /// Locks the folders at `paths` (those that exist), in one order for every run so that
    /// two runs never wait for each other. Waits up to `timeout` seconds for each, calling
    /// `waiting` once with a folder's path when it has to wait for it.
    init(paths: [String], exclusive: Bool, timeout: Double, waiting: (String) -> Void) throws(Failure) {
        var attempts = 0
        while true {
            attempts += 1
            let outcome: Outcome
            do {
                outcome = try lock(paths, exclusive: exclusive, timeout: timeout, waiting: waiting)
            } catch {
                release()
                throw error
            }
            switch outcome {
            case .locked:
                return
            case .replaced:
                // A folder was removed or replaced while this run waited for it; the lock is
                // on what is there now, so take it again.
                release()
                guard attempts < 10 else { throw .busy(path: paths.first ?? "") }
            }
        }
    }

    deinit { release() }

    func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    private enum Outcome { case locked, replaced }

    private func lock(_ paths: [String], exclusive: Bool, timeout: Double, waiting: (String) -> Void) throws(Failure) -> Outcome {
        var folders: [(path: String, descriptor: Int32, device: UInt64, inode: UInt64)] = []
        for path in paths {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor < 0 {
                if errno == ENOENT { continue }
                let failure = SystemCallFailure(path: path)
                for folder in folders { close(folder.descriptor) }
                throw .system(failure)
            }
            var info = stat()
            fstat(descriptor, &info)
            let (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
            // One lock per folder, whatever path leads to it.
            if folders.contains(where: { $0.device == device && $0.inode == inode }) {
                close(descriptor)
                continue
            }
            folders.append((path, descriptor, device, inode))
        }
        folders.sort { ($0.device, $0.inode) < ($1.device, $1.inode) }
        descriptors = folders.map(\.descriptor)
        let operation = exclusive ? LOCK_EX : LOCK_SH
        for folder in folders {
            let deadline = Date().addingTimeInterval(timeout)
            var told = false
            while flock(folder.descriptor, operation | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else { throw .system(SystemCallFailure(path: folder.path)) }
                guard Date() < deadline else { throw .busy(path: folder.path) }
                if !told {
                    waiting(folder.path)
                    told = true
                }
                usleep(20_000)
            }
            var now = stat()
            if stat(folder.path, &now) != 0 || UInt64(now.st_dev) != folder.device || UInt64(now.st_ino) != folder.inode {
                return .replaced
            }
        }
        return .locked
    }
}
