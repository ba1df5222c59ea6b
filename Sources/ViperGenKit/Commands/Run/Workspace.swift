import Foundation

/// The folder a command runs in: the paths a user types are relative to it, and a path is
/// shown as the user would type it from there.
public struct Workspace: Sendable {
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The process's current folder.
    public static var current: Workspace {
        Workspace(directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `path` as the user typed it: absolute, or relative to the folder.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appending(path: path)
    }

    /// `url` as the user would write it from the folder: relative when it is below it or near
    /// it, absolute otherwise.
    public func displayPath(of url: URL) -> String {
        ShellText.displayPath(of: url, from: directory)
    }
}
