import Foundation

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
