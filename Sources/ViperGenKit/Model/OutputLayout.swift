import Foundation

/// Where a run writes, as the user named the folders.
public struct OutputLayout: Sendable {
    public var sources: String
    public var tests: String
    /// The `.xcodeproj` folder the run edits, an absolute path: a third root, locked, staged
    /// in and recovered as the other two are.
    public var xcodeProject: String?
    /// Further folders the run removes or writes a file in, absolute paths: the folder of a
    /// spec that `remove` or `rename` takes away or moves, when it is outside the other roots.
    public var extraRoots: [String] = []
    /// The folder `new` writes a module's spec to when a config's `modules` patterns look for
    /// specs outside the sources root (`Specs`): a root of its own, as the project is.
    public var specs: String?

    public init(
        sources: String, tests: String, xcodeProject: String? = nil, specs: String? = nil
    ) {
        self.sources = sources
        self.tests = tests
        self.xcodeProject = xcodeProject
        self.specs = specs
    }

    /// The roots resolved against `directory`.
    public func roots(relativeTo directory: URL) -> OutputRoots {
        func url(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appending(path: path)
        }
        var roots = OutputRoots(
            sources: url(sources), tests: url(tests), xcodeProject: xcodeProject.map(url),
            specs: specs.map(url))
        roots.extra = extraRoots.map { URL(fileURLWithPath: $0).standardizedFileURL }
        return roots
    }

    var displayNames: [FileKind: String] { [.source: sources, .test: tests] }

    /// `relative` below the root `root` as the user would write it: "Sources/Cars/Car.swift",
    /// or "Cars/Car.swift" for the root ".".
    public static func displayPath(root: String, _ relative: String) -> String {
        if root.allSatisfy({ $0 == "/" }), !root.isEmpty { return "/" + relative }
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        return trimmed.isEmpty || trimmed == "." ? relative : trimmed + "/" + relative
    }
}

/// The two folders a run may write below.
public struct OutputRoots: Sendable {
    public var sources: URL
    public var tests: URL
    /// The `.xcodeproj` folder, when the run edits an Xcode project.
    public var xcodeProject: URL?
    /// Further roots (`OutputLayout.extraRoots`).
    public var extra: [URL] = []
    /// The folder of the spec `new` writes outside the sources root, if it does.
    public var specs: URL?

    public init(sources: URL, tests: URL, xcodeProject: URL? = nil, specs: URL? = nil) {
        self.sources = sources.standardizedFileURL
        self.tests = tests.standardizedFileURL
        self.xcodeProject = xcodeProject?.standardizedFileURL
        self.specs = specs?.standardizedFileURL
    }

    func root(for kind: FileKind) -> URL {
        kind == .source ? sources : tests
    }
}
