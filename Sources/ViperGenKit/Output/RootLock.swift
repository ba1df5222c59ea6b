import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps viper-gen runs on the same output folders apart, for as long as a run lives: a run
/// that writes holds each root exclusively, one that only reads (`--check`, `--dry-run`)
/// holds it shared, and both hold every folder above a root shared, so that a run on
/// `Sources` and one on `Sources/App` exclude each other too. The lock is the folder's own
/// (`flock` on it): it needs no file of its own, and it goes with the process, so a killed
/// run never leaves a stale lock.
final class RootLock {
    private var descriptors: [Int32] = []
    /// Roots on a file system that cannot lock folders (some network shares): not locked.
    private(set) var unlockable: [String] = []

    enum Failure: Error {
        /// Another run held `path` past the deadline.
        case busy(path: String)
        /// A root was removed or replaced while this run waited for it (a run that made it
        /// and failed removes it): the caller makes it again and locks again.
        case replaced
        case system(SystemCallFailure)
    }

    /// Locks `roots` (those that exist; `required` must) and the folders above them, in one
    /// order for every run. Waits until `deadline`, calling `waiting` once with a folder's
    /// path when it has to wait for it.
    init(
        roots: [String], exclusive: Bool, required: Bool, deadline: Date, waiting: (String) -> Void
    ) throws(Failure) {
        do {
            try lock(
                roots, exclusive: exclusive, required: required, deadline: deadline,
                waiting: waiting)
        } catch {
            release()
            throw error
        }
    }

    deinit { release() }

    func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    private struct Folder {
        var path: String
        var descriptor: Int32
        var device: UInt64
        var inode: UInt64
        var exclusive: Bool
        var isRoot: Bool
    }

    private func lock(
        _ roots: [String], exclusive: Bool, required: Bool, deadline: Date,
        waiting: (String) -> Void
    ) throws(Failure) {
        var folders: [Folder] = []
        func add(_ path: String, exclusive: Bool, isRoot: Bool) throws(Failure) -> Folder? {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if isRoot, errno == ENOENT { if required { throw .replaced } else { return nil } }
                if isRoot { throw .system(SystemCallFailure(path: path)) }
                return nil  // a folder above a root that cannot be opened is not locked
            }
            var info = stat()
            fstat(descriptor, &info)
            let (device, inode) = (Self.number(info.st_dev), Self.number(info.st_ino))
            // One lock per folder, whatever path leads to it, at the strongest mode wanted.
            if let index = folders.firstIndex(where: { $0.device == device && $0.inode == inode }) {
                close(descriptor)
                folders[index].exclusive = folders[index].exclusive || exclusive
                folders[index].isRoot = folders[index].isRoot || isRoot
                return folders[index]
            }
            let folder = Folder(
                path: path, descriptor: descriptor, device: device, inode: inode,
                exclusive: exclusive, isRoot: isRoot)
            folders.append(folder)
            return folder
        }
        do {
            for root in roots {
                guard let folder = try add(root, exclusive: exclusive, isRoot: true) else {
                    continue
                }
                // The folders above it that are this user's, on its file system: not one that
                // belongs to someone else (a shared lock there is harmless, but whoever owns
                // it could hold it and keep every run waiting).
                var path = root
                while path != "/" {
                    path = RootGuard.parent(of: path)
                    var info = stat()
                    guard stat(path, &info) == 0, info.st_uid == geteuid(),
                        Self.number(info.st_dev) == folder.device,
                        try add(path, exclusive: false, isRoot: false) != nil
                    else { break }
                }
            }
        } catch {
            for folder in folders { close(folder.descriptor) }
            throw error
        }
        folders.sort { ($0.device, $0.inode) < ($1.device, $1.inode) }
        descriptors = folders.map(\.descriptor)
        for folder in folders {
            var told = false
            while flock(folder.descriptor, (folder.exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
                switch errno {
                case EINTR:
                    continue
                case EWOULDBLOCK:
                    guard Date() < deadline else { throw .busy(path: folder.path) }
                    if !told {
                        waiting(folder.path)
                        told = true
                    }
                    usleep(20_000)
                    continue
                default:
                    // A file system that cannot lock folders (NFS wants a descriptor open for
                    // writing; SMB shares refuse): the run goes on, and says so.
                    if folder.isRoot { unlockable.append(folder.path) }
                }
                break
            }
        }
        for folder in folders where folder.isRoot {
            var now = stat()
            if stat(folder.path, &now) != 0 || Self.number(now.st_dev) != folder.device
                || Self.number(now.st_ino) != folder.inode
            {
                throw .replaced
            }
        }
    }

    /// A device or inode number as one type on every system (`dev_t` is signed on Darwin).
    private static func number<Number: BinaryInteger>(_ value: Number) -> UInt64 {
        UInt64(truncatingIfNeeded: value)
    }
}
