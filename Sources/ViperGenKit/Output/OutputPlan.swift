import Foundation

/// The two folders a run may write below.
public struct OutputRoots: Sendable {
    public var sources: URL
    public var tests: URL

    public init(sources: URL, tests: URL) {
        self.sources = sources.standardizedFileURL
        self.tests = tests.standardizedFileURL
    }

    func root(for kind: FileKind) -> URL {
        kind == .source ? sources : tests
    }
}

/// What a run will do with one file, and why.
public enum FileAction: Sendable, Equatable {
    case create
    case update
    case unchanged
    /// A user-owned file that exists and is left alone.
    case skip(reason: String)

    public var name: String {
        switch self {
        case .create: "create"
        case .update: "update"
        case .unchanged: "unchanged"
        case .skip: "skip"
        }
    }
}

/// One file of a run: where it goes, who owns it, what it will contain and what will happen to it.
public struct PlannedFile: Sendable {
    public var destination: URL
    /// The path as the user named the root, for reports ("Sources/App/Cars/Car.swift").
    public var displayPath: String
    public var owner: FileOwner
    public var contents: String
    public var action: FileAction
    /// What is on disk now, when the file exists.
    public var existing: String?

    public var needsWrite: Bool { action == .create || action == .update }

    public init(
        destination: URL,
        displayPath: String,
        owner: FileOwner,
        contents: String,
        action: FileAction,
        existing: String? = nil
    ) {
        self.destination = destination
        self.displayPath = displayPath
        self.owner = owner
        self.contents = contents
        self.action = action
        self.existing = existing
    }
}

/// Every file of a run compared with the disk: create, update, unchanged or skip.
public struct OutputPlan: Sendable {
    public var files: [PlannedFile]

    public init(files: [PlannedFile]) {
        self.files = files
    }

    /// Generator-owned files that are missing or differ from what the spec gives, each as a
    /// unified diff (`git diff` style). Changes to user-owned files are never drift.
    public var drift: [(file: PlannedFile, diff: String)] {
        files.filter { $0.owner == .generator && $0.needsWrite }.map { file in
            let diff = UnifiedDiff.make(
                old: file.existing ?? "",
                new: file.contents,
                oldName: file.existing == nil ? "/dev/null" : "a/\(file.displayPath)",
                newName: "b/\(file.displayPath)"
            )
            return (file, diff)
        }
    }

    /// Compares `rendered` with what is below `roots`. Refuses paths that would leave a root.
    public static func make(
        _ rendered: [RenderedFile],
        roots: OutputRoots,
        rootDisplayNames: [FileKind: String],
        force: Bool
    ) throws(DiagnosticsError) -> OutputPlan {
        var diagnostics = DiagnosticCollector()
        var files: [PlannedFile] = []
        for file in rendered {
            let root = roots.root(for: file.kind)
            let display = OutputLayout.displayPath(root: rootDisplayNames[file.kind] ?? ".", file.path)
            let destination = root.appending(path: file.path)
            if let problem = RootGuard.problem(with: destination, inside: root) {
                diagnostics.error("refusing to write '\(display)': \(problem)", at: nil)
                continue
            }
            var isDirectory: ObjCBool = false
            var existing: String?
            if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    diagnostics.error("cannot write '\(display)': a directory is in the way", at: nil)
                    continue
                }
                guard let data = FileManager.default.contents(atPath: destination.path) else {
                    diagnostics.error("cannot read '\(display)'", at: nil)
                    continue
                }
                existing = String(decoding: data, as: UTF8.self)
            }
            let action: FileAction
            switch (existing, file.owner) {
            case (nil, _): action = .create
            case (file.contents?, _): action = .unchanged
            case (_, .generator): action = .update
            case (_, .user): action = force ? .update : .skip(reason: "user-owned file exists")
            }
            files.append(
                PlannedFile(
                    destination: destination,
                    displayPath: display,
                    owner: file.owner,
                    contents: file.contents,
                    action: action,
                    existing: existing
                )
            )
        }
        try diagnostics.throwIfErrors()
        return OutputPlan(files: files)
    }
}

/// Keeps writes inside their root, whatever `..` or symbolic links say.
enum RootGuard {
    /// Why `destination` is not safely inside `root`, or `nil` when it is.
    static func problem(with destination: URL, inside root: URL) -> String? {
        let rootPath = root.standardizedFileURL.path
        let path = destination.standardizedFileURL.path
        guard path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") else {
            return "it is outside the output folder '\(rootPath)'"
        }
        // Follow every existing component, so a symbolic link cannot lead out of the root.
        let resolvedRoot = root.resolvingSymlinksInPath().path
        var ancestor = destination.standardizedFileURL
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path.count > rootPath.count {
            ancestor.deleteLastPathComponent()
        }
        if isSymbolicLink(destination) {
            return "it is a symbolic link"
        }
        let resolved = ancestor.resolvingSymlinksInPath().path
        if resolved != resolvedRoot, !resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/") {
            return "a symbolic link leads outside the output folder"
        }
        return nil
    }

    private static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}

extension PlannedFile {
    /// A user-owned file that exists with other contents and is rewritten, which only `--force` does.
    public var overwritesUserFile: Bool {
        owner == .user && action == .update
    }
}
