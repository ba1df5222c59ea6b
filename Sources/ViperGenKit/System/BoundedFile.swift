import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
#endif

/// Reads files whose size nobody vouches for. A file's stated size is no bound: procfs files
/// say 0 bytes and never end, and a file can grow while it is read; so the read itself stops
/// once more than `limit` bytes have come (at most one 64 KiB buffer more), and a sparse
/// 4 GiB file costs no more than a 1 MiB one. Only regular files are read: a FIFO would wait
/// for a writer, a device would never end.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable {
        case missing
        case directory
        /// Something other than a regular file: "a FIFO", "a device", "a socket".
        case notRegular(String)
        /// More than the limit; the size when the file states one larger than the limit.
        case tooLarge(stated: Int?)
        /// The system's reason ("Permission denied").
        case unreadable(String)

        /// The reason in words for a message: "it is a directory, not a file".
        public var reason: String {
            switch self {
            case .missing: "no such file"
            case .directory: "it is a directory, not a file"
            case .notRegular(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let stated?): "it is \(stated) bytes"
            case .tooLarge(nil): "it is larger than the limit"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the file at `path` (following a symbolic link), at most `limit` of them.
    /// `lookFirst: false` skips the look before opening, for a caller that has just made sure
    /// the path is a regular file (what is opened is checked again either way).
    public static func read(_ path: String, limit: Int, lookFirst: Bool = true) -> Result<
        Data, Failure
    > {
        readNoting(path, limit: limit, lookFirst: lookFirst).data
    }

    /// `read(_:limit:lookFirst:)`, and the identity of the file it opened (as it was when
    /// opened; also for a file too large to read), for a caller that replaces the file later
    /// only if it is still the one it read.
    static func readNoting(_ path: String, limit: Int, lookFirst: Bool = true) -> (
        data: Result<Data, Failure>, identity: FileIdentity?
    ) {
        var info = stat()
        // Opening some devices does something by itself: look before opening.
        if lookFirst {
            guard stat(path, &info) == 0 else {
                return (
                    .failure(errno == ENOENT || errno == ENOTDIR ? .missing : systemFailure()), nil
                )
            }
            if let failure = failure(forMode: info.st_mode) { return (.failure(failure), nil) }
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return (.failure(errno == ENOENT ? .missing : systemFailure()), nil)
        }
        defer { close(descriptor) }
        // What was opened may not be what was looked at.
        guard fstat(descriptor, &info) == 0 else { return (.failure(systemFailure()), nil) }
        if let failure = failure(forMode: info.st_mode) { return (.failure(failure), nil) }
        let identity = FileIdentity(info)
        if Int(info.st_size) > limit {
            return (.failure(.tooLarge(stated: Int(info.st_size))), identity)
        }
        return (read(descriptor, limit: limit, sizeHint: Int(info.st_size)), identity)
    }

    /// The first `count` bytes of the regular file at `path` (fewer if it is shorter; none if
    /// it cannot be read).
    public static func readPrefix(_ path: String, count: Int) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return Data() }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, failure(forMode: info.st_mode) == nil else {
            return Data()
        }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes {
            systemRead(descriptor, $0.baseAddress, $0.count)
        }
        return read > 0 ? Data(buffer[0..<read]) : Data()
    }

    /// Reads `descriptor` to its end, or fails once more than `limit` bytes have come.
    private static func read(_ descriptor: Int32, limit: Int, sizeHint: Int) -> Result<
        Data, Failure
    > {
        var data = Data()
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: min(max(sizeHint + 1, 4096), chunk))
        // Whole buffers, never a last odd-sized read: some procfs files refuse reads that are
        // not a multiple of their record size. So the file may be read a buffer past the limit.
        while true {
            let count = buffer.withUnsafeMutableBytes {
                systemRead(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(systemFailure())
            }
            if count == 0 { return .success(data) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .failure(.tooLarge(stated: nil)) }
            // All the bytes a file states: the end, without one more read to find it. (A file
            // that states 0 bytes, as procfs files do, is read until a read returns none.)
            if sizeHint > 0, data.count == sizeHint { return .success(data) }
            if buffer.count < chunk, count == buffer.count {
                buffer = [UInt8](repeating: 0, count: chunk)
            }
        }
    }

    /// Why a file of `mode` is not read: `nil` for a regular file.
    static func failure(forMode mode: mode_t) -> Failure? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .directory
        case S_IFIFO: .notRegular("a FIFO")
        case S_IFSOCK: .notRegular("a socket")
        case S_IFCHR, S_IFBLK: .notRegular("a device")
        default: .notRegular("a special file")
        }
    }

    private static func systemFailure() -> Failure {
        .unreadable(String(cString: strerror(errno)))
    }
}
